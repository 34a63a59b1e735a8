import { site } from '../config';
import type { ContactFormValues, ContactPageText } from '../schemas/contact';

/** The texts of the /contact page; the locations and e-mail come from their own modules. */
export const contactPage: ContactPageText = {
  title: 'Contact Us',
  description: `Call, visit or write to ${site.groupName}: addresses, phone numbers and weekday hours of our four ${site.state} pharmacies, and a contact form.`,
  heading: 'Contact Us',
  lead: 'Questions about a prescription, a refill or your insurance? Call the pharmacy nearest you or send us a message.',
  locationsTitle: 'Our Locations',
  weekdayHoursLabel: 'Monday – Friday',
  formTitle: 'Send us a Message',
  formIntro: 'We read every message and reply by phone or e-mail.',
  privacyNote:
    'Please do not include medical details, prescription numbers or other health information in this form. For anything about your health or your medications, call your pharmacy.',
  requiredNote: 'All fields are required.',
  fields: {
    name: { label: 'Full Name' },
    email: { label: 'Email Address' },
    phone: { label: 'Phone Number', hint: 'Include the area code (10 digits).' },
    subject: { label: 'Subject' },
    message: { label: 'Message' },
  },
  subjectPlaceholder: 'Select a subject',
  subjects: [
    { value: 'general', label: 'General Inquiry' },
    { value: 'prescription', label: 'Prescription Question' },
    { value: 'refill', label: 'Refill Request' },
    { value: 'transfer', label: 'Transfer Request' },
    { value: 'insurance', label: 'Insurance Question' },
    { value: 'complaint', label: 'Complaint/Feedback' },
  ],
  submitLabel: 'Send Message',
  successMessage: "Thank you for your message! We'll get back to you soon.",
  getInTouchTitle: 'Get In Touch',
  getInTouchText: `${site.groupName} is a family-owned group of community pharmacies serving ${site.state} since ${site.since}. For general questions, write to us at:`,
};

/** The form's fields in the order it shows them (focus goes to the first invalid one). */
export const contactFieldOrder = ['name', 'email', 'phone', 'subject', 'message'] as const;

/** Every field empty: the form's default and what it resets to after a message. */
export const emptyContactForm: ContactFormValues = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
};
