// The contact form's rules with this page's error messages: loaded with the form only,
// so zod stays off every other page.
import { contactErrors } from './contact';
import { contactMessageWith } from './contact.schema';

export const contactMessage = contactMessageWith(contactErrors);
