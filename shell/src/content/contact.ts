import { emails, site } from 'shared-content';
import { portalTargets, subjectsLabelled } from './contact.facts';
import type { ContactErrors, ContactPageText } from './contact.schema';

/** The error messages of the contact form, one per field (see `contactMessageWith`). */
export const contactErrors: ContactErrors = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  subject: 'Please select a subject',
  message: 'Message must be at least 10 characters',
};

/** The texts of the /contact page; the locations and e-mail come from their own modules. */
export const contactPage: ContactPageText = {
  title: 'Contact Us',
  description: `Call, visit or write to ${site.groupName}: addresses, phone numbers and weekday hours of our four ${site.state} pharmacies, and a contact form.`,
  heading: 'Contact Us',
  lead: 'Questions about a prescription, a refill or your insurance? Call the pharmacy nearest you or send us a message.',
  locationsTitle: 'Our Locations',
  callLabel: 'Call {name} at {phone}',
  weekdayHoursLabel: 'Monday – Friday',
  formTitle: 'Send us a Message',
  formIntro:
    'This form sends nothing by itself. When you press Send Message, your own e-mail app opens with your message addressed to the pharmacy you choose. You send it from there, and the pharmacy replies by phone or e-mail. This site keeps no copy.',
  fasterRoutes: {
    title: 'Refills and transfers go faster without e-mail',
    text: 'A refill or transfer request by e-mail waits until someone reads it. Use the portal, open any time, or call your pharmacy (the numbers are above).',
    refill: { ...portalTargets.refill, label: 'Request a refill online' },
    transfer: { ...portalTargets.transfer, label: 'Transfer a prescription online' },
  },
  recipient: {
    label: 'Send to',
    generalOption: `Any pharmacy (${emails.info})`,
  },
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
  subjects: subjectsLabelled({
    general: 'General Inquiry',
    prescription: 'Prescription Question',
    refill: 'Refill Request',
    transfer: 'Transfer Request',
    insurance: 'Insurance Question',
    complaint: 'Complaint/Feedback',
  }),
  submitLabel: 'Send Message',
  noScript:
    'Sending this form needs JavaScript. If the Send button stays grey, JavaScript is off or blocked in your browser: write to a pharmacy directly from your e-mail, or call:',
  successMessage: "Thank you for your message! We'll get back to you soon.",
  handoff: {
    opened: 'Your e-mail app should now show your message to',
    sendThere: 'Press Send there to send it.',
    openAgain: 'Open the message in your e-mail app again',
  },
  mail: {
    subjectFrom: 'from',
    signature:
      'Written on the contact form of the website; the visitor sends it from their own e-mail.',
    labels: { name: 'Name', email: 'E-mail', phone: 'Phone' },
  },
  getInTouchTitle: 'Get In Touch',
  getInTouchText: `${site.groupName} is a family-owned group of community pharmacies serving ${site.state} since ${site.since}. For general questions, write to us at:`,
};
