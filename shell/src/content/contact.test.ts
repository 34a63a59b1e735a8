import { describe, expect, it } from 'vitest';
import { contactErrors, contactPage } from './contact';
import { contactErrors as contactErrorsEs, contactPage as contactPageEs } from './contact.es';
import { contactFieldOrder, contactMailto, emptyContactForm } from './contact.form';
import { contactMessageWith, contactPage as contactPageSchema } from './contact.schema';

const contactMessage = contactMessageWith(contactErrors);

const valid = {
  name: 'Sam Rivera',
  email: 'sam@example.com',
  phone: '(908) 555-0100',
  subject: 'refill',
  message: 'Is my refill ready for pickup?',
};

const errorsOf = (values: Record<string, string>) => {
  const result = contactMessage.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe('contact page texts', () => {
  it('parse with their schema', () => {
    expect(() => contactPageSchema.parse(contactPage)).not.toThrow();
  });

  it('word the headings of the page and the success alert', () => {
    expect(contactPage.heading).toBe('Contact Us');
    expect(contactPage.locationsTitle).toBe('Our Locations');
    expect(contactPage.formTitle).toBe('Send us a Message');
    expect(contactPage.getInTouchTitle).toBe('Get In Touch');
    expect(contactPage.successMessage).toBe(
      "Thank you for your message! We'll get back to you soon.",
    );
  });

  it('list the six subjects with their labels, after an empty placeholder', () => {
    expect(contactPage.subjectPlaceholder).toBe('Select a subject');
    expect(Object.fromEntries(contactPage.subjects.map((s) => [s.value, s.label]))).toEqual({
      general: 'General Inquiry',
      prescription: 'Prescription Question',
      refill: 'Refill Request',
      transfer: 'Transfer Request',
      insurance: 'Insurance Question',
      complaint: 'Complaint/Feedback',
    });
  });

  it('start with every field empty, in the order of the form', () => {
    expect(emptyContactForm).toEqual({ name: '', email: '', phone: '', subject: '', message: '' });
    expect(Object.keys(emptyContactForm)).toEqual([...contactFieldOrder]);
  });
});

describe('contact message rules (contactMessage)', () => {
  it('accept a complete message', () => {
    expect(contactMessage.safeParse(valid).success).toBe(true);
  });

  it('reject the empty form with one message per field', () => {
    expect(errorsOf(emptyContactForm)).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      subject: 'Please select a subject',
      message: 'Message must be at least 10 characters',
    });
  });

  it('need a name of at least 2 characters', () => {
    expect(errorsOf({ ...valid, name: 'S' })).toEqual({ name: contactErrors.name });
    expect(errorsOf({ ...valid, name: '  S  ' })).toEqual({ name: contactErrors.name });
    expect(errorsOf({ ...valid, name: 'Sa' })).toEqual({});
  });

  it('need a valid e-mail address', () => {
    for (const email of ['sam', 'sam@', 'sam@example', '@example.com']) {
      expect(errorsOf({ ...valid, email })).toEqual({ email: contactErrors.email });
    }
    expect(errorsOf({ ...valid, email: ' sam@example.com ' })).toEqual({});
  });

  it('need a phone number of at least 10 characters', () => {
    expect(errorsOf({ ...valid, phone: '555-0100' })).toEqual({ phone: contactErrors.phone });
    expect(errorsOf({ ...valid, phone: '9085550100' })).toEqual({});
  });

  it('need one of the six subjects', () => {
    expect(errorsOf({ ...valid, subject: '' })).toEqual({ subject: contactErrors.subject });
    expect(errorsOf({ ...valid, subject: 'other' })).toEqual({ subject: contactErrors.subject });
    for (const { value } of contactPage.subjects) {
      expect(errorsOf({ ...valid, subject: value })).toEqual({});
    }
  });

  it('need a message of at least 10 characters', () => {
    expect(errorsOf({ ...valid, message: 'Too short' })).toEqual({
      message: contactErrors.message,
    });
    expect(errorsOf({ ...valid, message: '10 chars!!' })).toEqual({});
  });
});

describe('the mail handoff', () => {
  it('addresses the message to the chosen pharmacy with subject and body filled in', () => {
    const href = contactMailto(contactPage, 'parlin@pharmacy.example', valid);
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('parlin@pharmacy.example');
    const params = new URLSearchParams(url.search);
    expect(params.get('subject')).toBe('Refill Request from Sam Rivera');
    const body = params.get('body') ?? '';
    expect(body.startsWith('Is my refill ready for pickup?')).toBe(true);
    expect(body).toContain('E-mail: sam@example.com');
    expect(body).toContain('Phone: (908) 555-0100');
    // Spaces are %20, not "+", which some mail apps show literally.
    expect(href).not.toContain('+');
  });

  it('says plainly what happens and points refills and transfers to the portals', () => {
    expect(contactPage.formIntro).toMatch(/e-mail app/);
    expect(contactPage.formIntro).not.toMatch(/We read every message/);
    expect(contactPage.fasterRoutes.refill.href).toMatch(/^https:/);
    expect(contactPage.fasterRoutes.transfer.href).toMatch(/^https:/);
  });
});

describe('the contact form in Spanish', () => {
  it('reports each invalid field in Spanish', () => {
    const result = contactMessageWith(contactErrorsEs).safeParse({ ...valid, phone: '555' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Escriba un número de teléfono válido',
    ]);
  });

  it('hands a Spanish e-mail to the mail app: subject, labels and signature', () => {
    const href = contactMailto(contactPageEs, 'parlin@pharmacy.example', valid);
    const params = new URLSearchParams(new URL(href).search);
    expect(params.get('subject')).toBe('Solicitud de resurtido de Sam Rivera');
    const body = params.get('body') ?? '';
    expect(body).toContain('Nombre: Sam Rivera');
    expect(body).toContain('Correo electrónico: sam@example.com');
    expect(body).toContain('Teléfono: (908) 555-0100');
    expect(body).toContain(contactPageEs.mail.signature);
    expect(href).not.toContain('+');
  });
});
