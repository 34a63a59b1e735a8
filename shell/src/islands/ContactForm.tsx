import { defineIsland } from 'ui-kit/section';
import { ContactForm } from '../pages/contact/ContactForm';
import { sectionTexts } from '../texts';

/** The contact form: its checks and its hand-off to the visitor's e-mail app need script. */
const ContactFormPart = () => <ContactForm idPrefix="contact-form" />;

export default defineIsland(sectionTexts, {
  expose: './islands/ContactForm',
  component: ContactFormPart,
  wake: 'visible',
  texts: 'contact',
});
