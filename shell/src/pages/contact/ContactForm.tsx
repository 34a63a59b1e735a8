import {
  type ChangeEvent,
  type FormEvent,
  type ReactNode,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { emails, locations, useValuesShownAtHydration } from 'shared-content';
import {
  ActionLink,
  Button,
  formControlStyle,
  formLabelStyle,
  PhoneLink,
  useMounted,
} from 'ui-kit';
import { contactFieldOrder, contactMailto, emptyContactForm } from '../../content/contact.form';
import { contactMessageWith } from '../../content/contact.rules';
import type { ContactErrors, ContactField, ContactFormValues } from '../../content/contact.schema';
import { useContent } from '../../texts';
import * as styles from './ContactForm.css';

type FieldErrors = Partial<Record<ContactField, string>>;
type ContactRules = ReturnType<typeof contactMessageWith>;

/** The first message of each invalid field, or none when the message is complete. */
function validate(rules: ContactRules, values: ContactFormValues): FieldErrors {
  const result = rules.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Where a checked message went: the pharmacy (or inbox) and the link that opens it. */
interface Handoff {
  to: string;
  href: string;
}

/** Hands a `mailto:` link to the browser, which opens the visitor's e-mail app. */
const openInMailApp = (href: string) => window.location.assign(href);

/** The choice of recipient: the group's general inbox, or one of the four pharmacies. */
const recipientsWith = (generalOption: string) => [
  { value: '', label: generalOption, name: emails.info, email: emails.info },
  ...locations.map((location) => ({
    value: location.id,
    label: `${location.name} (${location.email})`,
    name: location.name,
    email: location.email,
  })),
];

/** The form's rules with the page's error messages, built once per language. */
const useContactRules = (errors: ContactErrors) =>
  useMemo(() => contactMessageWith(errors), [errors]);

/**
 * The contact form. Rules run on submit; after a failed submit every change re-checks
 * the form so an error clears as soon as its field is fixed. This site sends, stores
 * and logs nothing: a checked message is handed to the visitor's own e-mail app as a
 * `mailto:` link addressed to the chosen pharmacy; the form thanks the visitor, says
 * where the message went, and empties itself.
 */
export function ContactForm({
  openMail = openInMailApp,
  idPrefix: fixedPrefix,
}: {
  openMail?: (href: string) => void;
  /**
   * The prefix of its fields' ids, fixed by its island: `useId` in an island's own root
   * differs from the server's, which rendered it inside the whole page.
   */
  idPrefix?: string;
}) {
  const { contactPage: text, contactErrors } = useContent('contact');
  const rules = useContactRules(contactErrors);
  const recipients = useMemo(
    () => recipientsWith(text.recipient.generalOption),
    [text.recipient.generalOption],
  );
  const generatedPrefix = useId();
  const idPrefix = fixedPrefix ?? generatedPrefix;
  const [values, setValues] = useState<ContactFormValues>(emptyContactForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [checkAsYouType, setCheckAsYouType] = useState(false);
  const [recipient, setRecipient] = useState('');
  const [handoff, setHandoff] = useState<Handoff | null>(null);
  const controls = useRef<Partial<Record<ContactField, HTMLElement | null>>>({});
  const scriptRuns = useMounted();

  // What was typed or chosen before the form's island hydrated (it wakes at first touch) stays.
  const form = useRef<HTMLFormElement>(null);
  useValuesShownAtHydration(form, (shown) => {
    const typed = { ...values };
    for (const name of contactFieldOrder) typed[name] = shown.get(name) ?? values[name];
    if (contactFieldOrder.some((name) => typed[name] !== values[name])) setValues(typed);
    setRecipient(shown.get('recipient') ?? recipient);
  });

  const privacyId = `${idPrefix}-privacy`;

  const ids = (field: ContactField) => ({
    control: `${idPrefix}-${field}`,
    hint: `${idPrefix}-${field}-hint`,
    error: `${idPrefix}-${field}-error`,
  });

  const update = (field: ContactField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setHandoff(null);
    if (checkAsYouType) setErrors(validate(rules, next));
  };

  const onChange =
    (field: ContactField) =>
    (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      update(field, event.target.value);

  const onBlur = () => {
    if (checkAsYouType) setErrors(validate(rules, values));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(rules, values);
    setErrors(found);
    const firstInvalid = contactFieldOrder.find((field) => found[field]);
    if (firstInvalid) {
      setCheckAsYouType(true);
      setHandoff(null);
      controls.current[firstInvalid]?.focus();
      return;
    }
    const chosen = recipients.find((option) => option.value === recipient) ?? recipients[0];
    const href = contactMailto(text, chosen.email, values);
    setValues(emptyContactForm);
    setCheckAsYouType(false);
    setHandoff({ to: `${chosen.name} (${chosen.email})`, href });
    openMail(href);
  };

  /** Attributes that tie a control to its label, hint and error. */
  const controlProps = (field: ContactField) => {
    const { control, hint, error } = ids(field);
    const describedBy = [
      text.fields[field].hint && hint,
      field === 'message' && privacyId,
      errors[field] && error,
    ]
      .filter(Boolean)
      .join(' ');
    return {
      id: control,
      name: field,
      value: values[field],
      onChange: onChange(field),
      onBlur,
      required: true,
      'aria-invalid': errors[field] ? true : undefined,
      'aria-describedby': describedBy || undefined,
      ref: (element: HTMLElement | null) => {
        controls.current[field] = element;
      },
      className: formControlStyle,
    };
  };

  const field = (name: ContactField, control: ReactNode) => {
    const { control: controlId, hint, error } = ids(name);
    const { label, hint: hintText } = text.fields[name];
    return (
      <div className={styles.field}>
        <label htmlFor={controlId} className={formLabelStyle}>
          {label}
        </label>
        {hintText && (
          <p id={hint} className={styles.hint}>
            {hintText}
          </p>
        )}
        {control}
        {errors[name] && (
          <p id={error} className={styles.error}>
            {errors[name]}
          </p>
        )}
      </div>
    );
  };

  return (
    <form ref={form} noValidate onSubmit={onSubmit}>
      <p id={privacyId} className={styles.note}>
        {text.privacyNote}
      </p>
      <aside aria-labelledby={`${idPrefix}-faster`} className={styles.faster}>
        <h3 id={`${idPrefix}-faster`} className={styles.fasterHeading}>
          {text.fasterRoutes.title}
        </h3>
        <p className={styles.fasterText}>{text.fasterRoutes.text}</p>
        <p className={styles.fasterLinks}>
          <ActionLink link={text.fasterRoutes.refill} />
          <ActionLink link={text.fasterRoutes.transfer} />
        </p>
      </aside>
      <p className={styles.requiredNote}>{text.requiredNote}</p>
      <div className={styles.field}>
        <label htmlFor={`${idPrefix}-recipient`} className={formLabelStyle}>
          {text.recipient.label}
        </label>
        <select
          id={`${idPrefix}-recipient`}
          name="recipient"
          value={recipient}
          onChange={(event) => setRecipient(event.target.value)}
          className={formControlStyle}
        >
          {recipients.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {field('name', <input type="text" autoComplete="name" {...controlProps('name')} />)}
      {field('email', <input type="email" autoComplete="email" {...controlProps('email')} />)}
      {field('phone', <input type="tel" autoComplete="tel" {...controlProps('phone')} />)}
      {field(
        'subject',
        <select {...controlProps('subject')}>
          <option value="">{text.subjectPlaceholder}</option>
          {text.subjects.map((subject) => (
            <option key={subject.value} value={subject.value}>
              {subject.label}
            </option>
          ))}
        </select>,
      )}
      {field('message', <textarea rows={6} {...controlProps('message')} />)}
      <Button type="submit">{text.submitLabel}</Button>
      {/* Until the page's script runs (never, with script off or blocked): the same message by e-mail or phone. */}
      {!scriptRuns && (
        <div className={styles.noScript}>
          <p className={styles.flush}>{text.noScript}</p>
          <ul className={styles.noScriptList}>
            {locations.map((location) => (
              <li key={location.id}>
                {location.name}: <a href={`mailto:${location.email}`}>{location.email}</a>
                {' · '}
                <PhoneLink phone={location.phone} />
              </li>
            ))}
          </ul>
        </div>
      )}
      <div role="status" className={styles.status}>
        {handoff && (
          <>
            <p className={styles.flush}>{text.successMessage}</p>
            <p className={styles.handoff}>
              {text.handoff.opened} {handoff.to}. {text.handoff.sendThere}{' '}
              <a href={handoff.href} className={styles.openAgain}>
                {text.handoff.openAgain}
              </a>
            </p>
          </>
        )}
      </div>
    </form>
  );
}
