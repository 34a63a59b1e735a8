import { type FormEvent, useId } from 'react';
import { Button, formControlStyle, formLabelStyle, media, Section, theme } from 'ui-kit';
import { showToast } from '../../chrome/toast';
import { useContent } from '../../useContent';

/**
 * The newsletter sign-up. Subscriptions are not open yet: Subscribe says so in a toast
 * and nothing is sent or kept.
 */
export function Newsletter() {
  const text = useContent('blog').blogPage.newsletter;
  const inputId = useId();
  const noteId = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    showToast({ title: text.toastTitle, description: text.toastDescription });
  };
  return (
    <div
      css={{
        background: theme.colors.surface,
        borderRadius: theme.radii.md,
        padding: `0 ${theme.space.lg} ${theme.space.xs}`,
        overflow: 'hidden',
      }}
    >
      <Section id="newsletter" title={text.title} intro={text.text}>
        <form onSubmit={onSubmit}>
          <label htmlFor={inputId} css={[formLabelStyle, { display: 'block' }]}>
            {text.emailLabel}
          </label>
          <div
            css={{
              display: 'flex',
              gap: theme.space.sm,
              marginTop: theme.space.xs,
              [media.mobile]: { flexDirection: 'column' },
            }}
          >
            <input
              id={inputId}
              type="email"
              name="email"
              autoComplete="email"
              aria-describedby={noteId}
              css={[formControlStyle, { flex: 1, minWidth: 0, width: 'auto' }]}
            />
            <Button type="submit">{text.submitLabel}</Button>
          </div>
          <p id={noteId} css={{ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }}>
            {text.note}
          </p>
        </form>
      </Section>
    </div>
  );
}
