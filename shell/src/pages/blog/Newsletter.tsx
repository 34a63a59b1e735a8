import type { FormEvent } from 'react';
import { Button, classes, formControlStyle, formLabelStyle, Section } from 'ui-kit';
import { showToast } from '../../chrome/toast';
import { useContent } from '../../texts';
import * as styles from './Newsletter.css';

/**
 * The newsletter sign-up. Subscriptions are not open yet: Subscribe says so in a toast
 * and nothing is sent or kept.
 */
export function Newsletter() {
  const text = useContent('blog').blogPage.newsletter;
  // Fixed ids: its island hydrates on a root of its own, where `useId` would not give the
  // server's (docs/architecture.md, "Islands"); the page has one sign-up.
  const inputId = 'newsletter-email';
  const noteId = 'newsletter-note';
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    showToast({ title: text.toastTitle, description: text.toastDescription });
  };
  return (
    <div className={styles.box}>
      <Section id="newsletter" title={text.title} intro={text.text}>
        <form onSubmit={onSubmit}>
          <label htmlFor={inputId} className={classes(formLabelStyle, styles.label)}>
            {text.emailLabel}
          </label>
          <div className={styles.row}>
            <input
              id={inputId}
              type="email"
              name="email"
              autoComplete="email"
              aria-describedby={noteId}
              className={classes(formControlStyle, styles.input)}
            />
            <Button type="submit">{text.submitLabel}</Button>
          </div>
          <p id={noteId} className={styles.note}>
            {text.note}
          </p>
        </form>
      </Section>
    </div>
  );
}
