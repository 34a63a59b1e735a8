import { ContactForm } from '../pages/contact/ContactForm';
import { island } from '../texts';

/** The contact form: its checks and its hand-off to the visitor's e-mail app need script. */
const ContactFormPart = () => <ContactForm idPrefix="contact-form" />;

// Wakes at first touch (a pointer over it, a tap, focus): what is typed before it hydrates
// stays (ContactForm), and until then its Send waits (ui-kit's Button: nothing typed is
// ever sent to the server) beside the pharmacies' e-mails and phones.
export default island(ContactFormPart, { wake: 'interaction', texts: 'contact' });
