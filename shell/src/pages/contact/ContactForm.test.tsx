import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { emails, locations } from 'shared-content';
import { formatRange, telHref } from 'shared-content/logic';
import { renderAt, sectionLanguages } from 'test-kit';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import * as english from '../../content';
import * as spanish from '../../content/es';
import { section } from '../../section';
import Contact from './Contact';
import { ContactForm } from './ContactForm';

const { inEnglish, inSpanish } = await sectionLanguages(section);

const { contactPage } = english;
const labels = contactPage.fields;
const valid = {
  name: 'Sam Rivera',
  email: 'sam@example.com',
  phone: '(908) 555-0100',
  subject: 'Refill Request',
  message: 'Is my refill ready for pickup on Friday?',
};

const controls = () => ({
  name: screen.getByLabelText(labels.name.label),
  email: screen.getByLabelText(labels.email.label),
  phone: screen.getByLabelText(labels.phone.label),
  subject: screen.getByLabelText(labels.subject.label) as HTMLSelectElement,
  message: screen.getByLabelText(labels.message.label),
});

type Values = typeof valid;

async function fill(user: UserEvent, values: Partial<Values>) {
  const c = controls();
  for (const field of ['name', 'email', 'phone', 'message'] as const) {
    const value = values[field];
    if (value !== undefined) {
      await user.clear(c[field]);
      // Pasting keeps the test fast; typing is covered below and in the e2e test.
      if (value) await user.paste(value);
    }
  }
  if (values.subject !== undefined) {
    await user.selectOptions(c.subject, values.subject || contactPage.subjectPlaceholder);
  }
}

const submit = (user: UserEvent) =>
  user.click(screen.getByRole('button', { name: contactPage.submitLabel }));

/** The error text tied to a control through aria-describedby, if any. */
function errorOf(control: HTMLElement): string | null {
  if (control.getAttribute('aria-invalid') !== 'true') return null;
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  const texts = ids.map((id) => document.getElementById(id)?.textContent ?? '');
  return texts.at(-1) ?? null;
}

describe('ContactForm', () => {
  it('starts empty, with the six subjects after "Select a subject"', () => {
    renderAt('/contact', inEnglish(<ContactForm />));
    const c = controls();
    expect(c.name).toHaveValue('');
    expect(c.email).toHaveValue('');
    expect(c.phone).toHaveValue('');
    expect(c.subject).toHaveValue('');
    expect(c.message).toHaveValue('');
    expect(
      within(c.subject)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      contactPage.subjectPlaceholder,
      'General Inquiry',
      'Prescription Question',
      'Refill Request',
      'Transfer Request',
      'Insurance Question',
      'Complaint/Feedback',
    ]);
    expect(screen.getByText(/do not include medical details/i)).toBeInTheDocument();
  });

  it('shows every message under its field and focuses the first invalid field', async () => {
    const { user } = renderAt('/contact', inEnglish(<ContactForm />), {
      userOptions: { delay: null },
    });
    await submit(user);
    const c = controls();
    expect(errorOf(c.name)).toBe('Name must be at least 2 characters');
    expect(errorOf(c.email)).toBe('Please enter a valid email address');
    expect(errorOf(c.phone)).toBe('Please enter a valid phone number');
    expect(errorOf(c.subject)).toBe('Please select a subject');
    expect(errorOf(c.message)).toBe('Message must be at least 10 characters');
    expect(c.name).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it.each([
    ['name', { name: 'S' }, 'Name must be at least 2 characters'],
    ['email', { email: 'sam@example' }, 'Please enter a valid email address'],
    ['phone', { phone: '555-0100' }, 'Please enter a valid phone number'],
    ['subject', { subject: '' }, 'Please select a subject'],
    ['message', { message: 'Too short' }, 'Message must be at least 10 characters'],
  ] as const)('rejects an invalid %s alone, focusing it', async (field, change, message) => {
    const { user } = renderAt('/contact', inEnglish(<ContactForm />), {
      userOptions: { delay: null },
    });
    await fill(user, { ...valid, ...change });
    await submit(user);
    const c = controls();
    expect(errorOf(c[field])).toBe(message);
    for (const other of Object.keys(c) as (keyof typeof c)[]) {
      if (other !== field) expect(errorOf(c[other])).toBeNull();
    }
    expect(c[field]).toHaveFocus();
    expect(screen.queryByText(contactPage.successMessage)).not.toBeInTheDocument();
  });

  it('clears an error as soon as the field is fixed after a failed submit', async () => {
    const { user } = renderAt('/contact', inEnglish(<ContactForm />), {
      userOptions: { delay: null },
    });
    await submit(user);
    const c = controls();
    await user.type(c.name, 'Sa');
    expect(errorOf(c.name)).toBeNull();
    expect(c.name).not.toHaveAttribute('aria-invalid');
    expect(errorOf(c.email)).toBe('Please enter a valid email address');
    await user.selectOptions(c.subject, 'General Inquiry');
    expect(errorOf(c.subject)).toBeNull();
  });

  it('does not validate while typing before the first submit', async () => {
    const { user } = renderAt('/contact', inEnglish(<ContactForm />), {
      userOptions: { delay: null },
    });
    await user.type(controls().name, 'S');
    await user.tab();
    expect(screen.queryByText('Name must be at least 2 characters')).not.toBeInTheDocument();
  });

  describe('a complete message', () => {
    const methods = ['log', 'info', 'debug', 'warn', 'error', 'table', 'dir', 'trace'] as const;
    let spies: MockInstance[] = [];
    beforeEach(() => {
      spies = methods.map((method) => vi.spyOn(console, method).mockImplementation(() => {}));
    });
    afterEach(() => {
      for (const spy of spies) spy.mockRestore();
    });

    it('thanks the visitor in a status region, empties the form, and logs nothing', async () => {
      const openMail = vi.fn();
      const { user } = renderAt('/contact', inEnglish(<ContactForm openMail={openMail} />), {
        userOptions: { delay: null },
      });
      // A failed attempt first, then the fix: the whole path a visitor may take.
      await fill(user, { ...valid, email: 'sam' });
      await submit(user);
      await fill(user, { email: valid.email });
      await submit(user);

      expect(screen.getByRole('status')).toHaveTextContent(contactPage.successMessage);
      const c = controls();
      for (const control of Object.values(c)) {
        expect(control).toHaveValue('');
        expect(control).not.toHaveAttribute('aria-invalid');
      }
      expect(screen.queryByText(/must be at least|Please (enter|select)/)).not.toBeInTheDocument();
      for (const spy of spies) expect(spy).not.toHaveBeenCalled();
      // The message went to the visitor's own e-mail app, addressed to the general inbox.
      expect(openMail).toHaveBeenCalledTimes(1);
      expect(openMail.mock.calls[0]?.[0]).toMatch(new RegExp(`^mailto:${emails.info}\\?subject=`));
    });

    it('addresses the message to the pharmacy chosen, and says so', async () => {
      const openMail = vi.fn();
      const { user } = renderAt('/contact', inEnglish(<ContactForm openMail={openMail} />), {
        userOptions: { delay: null },
      });
      const parlin = locations.find((location) => location.id === 'parlin');
      await user.selectOptions(
        screen.getByLabelText(contactPage.recipient.label),
        `${parlin?.name} (${parlin?.email})`,
      );
      await fill(user, valid);
      await submit(user);
      const href = openMail.mock.calls[0]?.[0] as string;
      expect(href).toMatch(new RegExp(`^mailto:${parlin?.email}\\?`));
      expect(decodeURIComponent(href)).toContain(valid.message);
      const status = screen.getByRole('status');
      expect(status).toHaveTextContent(`${contactPage.handoff.opened} ${parlin?.name}`);
      expect(
        within(status).getByRole('link', { name: contactPage.handoff.openAgain }),
      ).toHaveAttribute('href', href);
    });

    it('shows no error while the emptied form is typed into again', async () => {
      const { user } = renderAt('/contact', inEnglish(<ContactForm openMail={() => {}} />), {
        userOptions: { delay: null },
      });
      await fill(user, valid);
      await submit(user);
      await user.type(controls().name, 'S');
      expect(errorOf(controls().name)).toBeNull();
      expect(screen.getByRole('status')).toHaveTextContent('');
      for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    });
  });
});

describe('Contact page', () => {
  it('lists the four pharmacies with address, phone link and weekday hours', () => {
    renderAt('/contact', inEnglish(<Contact />));
    expect(
      screen.getByRole('heading', { level: 1, name: contactPage.heading }),
    ).toBeInTheDocument();
    const list = screen.getByRole('region', { name: contactPage.locationsTitle });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(locations.length);
    locations.forEach((location, index) => {
      const card = within(cards[index] as HTMLElement);
      card.getByRole('heading', { level: 3, name: location.name });
      expect(cards[index]).toHaveTextContent(
        `${location.address.street}${location.address.city}, NJ ${location.address.zip}`,
      );
      expect(card.getByRole('link', { name: new RegExp(location.name) })).toHaveAttribute(
        'href',
        telHref(location.phone),
      );
      card.getByText(`Monday – Friday: ${formatRange(location.hours.weekdays)}`);
    });
    const touch = within(screen.getByRole('region', { name: contactPage.getInTouchTitle }));
    expect(touch.getByRole('link', { name: emails.info })).toHaveAttribute(
      'href',
      `mailto:${emails.info}`,
    );
  });
});

describe('the contact page in Spanish', () => {
  const es = spanish.contactPage;

  it('has its Spanish heading, sections and weekday hours', () => {
    renderAt('/contact', inSpanish(<Contact />));
    expect(screen.getByRole('heading', { level: 1, name: 'Contáctenos' })).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Nuestras farmacias' });
    const first = locations[0];
    expect(
      within(list).getByRole('link', { name: `Llamar a ${first?.name} al ${first?.phone}` }),
    ).toBeInTheDocument();
    within(list).getAllByText(/^Lunes a viernes: /);
    expect(screen.getByRole('button', { name: 'Enviar mensaje' })).toBeInTheDocument();
  });

  it('shows its labels, subjects and validation messages in Spanish', async () => {
    const { user } = renderAt('/contact', inSpanish(<ContactForm />), {
      userOptions: { delay: null },
    });
    const subject = screen.getByLabelText('Asunto') as HTMLSelectElement;
    expect(
      within(subject)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([es.subjectPlaceholder, ...es.subjects.map((option) => option.label)]);
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    const name = screen.getByLabelText('Nombre completo');
    expect(errorOf(name)).toBe('El nombre debe tener al menos 2 caracteres');
    expect(errorOf(screen.getByLabelText('Correo electrónico'))).toBe(
      'Escriba un correo electrónico válido',
    );
    expect(errorOf(subject)).toBe('Elija un asunto');
    expect(name).toHaveFocus();
  });

  it('hands a Spanish e-mail to the mail app and says so in Spanish', async () => {
    const openMail = vi.fn();
    const { user } = renderAt('/contact', inSpanish(<ContactForm openMail={openMail} />), {
      userOptions: { delay: null },
    });
    await user.type(screen.getByLabelText('Nombre completo'), valid.name);
    await user.type(screen.getByLabelText('Correo electrónico'), valid.email);
    await user.type(screen.getByLabelText('Número de teléfono'), valid.phone);
    await user.selectOptions(screen.getByLabelText('Asunto'), 'Solicitud de resurtido');
    await user.type(screen.getByLabelText('Mensaje'), '¿Está lista mi receta?');
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    const href = openMail.mock.calls[0]?.[0] as string;
    expect(href).toMatch(new RegExp(`^mailto:${emails.info}\\?`));
    const params = new URLSearchParams(new URL(href).search);
    expect(params.get('subject')).toBe('Solicitud de resurtido de Sam Rivera');
    expect(params.get('body')).toContain('Teléfono: (908) 555-0100');
    expect(params.get('body')).toContain(es.mail.signature);
    expect(screen.getByRole('status')).toHaveTextContent(
      '¡Gracias por su mensaje! Le responderemos pronto.',
    );
  });
});
