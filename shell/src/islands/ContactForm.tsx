import { ContactForm } from '../pages/contact/ContactForm';
import { island } from '../texts';

/** The contact form: its checks and its hand-off to the visitor's e-mail app need script. */
const ContactFormPart = () => <ContactForm idPrefix="contact-form" />;

export default island(ContactFormPart, { wake: 'visible', texts: 'contact' });
