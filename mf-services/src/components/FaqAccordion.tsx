import { css } from '@emotion/react';
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { focusRing, media, theme } from 'shared-content';
import type { FaqCategory } from 'shared-content/content/services/schemas';
import { Section } from 'shared-content/ui';
import { Paragraphs } from './RichText';

/** Key of one question: `${categoryIndex}-${questionIndex}`. */
export const questionKey = (categoryIndex: number, questionIndex: number) =>
  `${categoryIndex}-${questionIndex}`;

/** The list of open question keys; toggling one leaves the others as they are. */
export function useOpenKeys(initial: readonly string[] = []) {
  const [openKeys, setOpenKeys] = useState<readonly string[]>(initial);
  const toggle = useCallback(
    (key: string) =>
      setOpenKeys((current) =>
        current.includes(key) ? current.filter((open) => open !== key) : [...current, key],
      ),
    [],
  );
  return { openKeys, toggle };
}

const itemStyle = css({
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  marginBottom: theme.space.sm,
  background: theme.colors.background,
});

const questionHeading = css({ margin: 0, fontSize: theme.fontSizes.md });

const questionButton = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space.md,
  width: '100%',
  minHeight: theme.touchTarget,
  padding: `${theme.space.md} ${theme.space.lg}`,
  border: 'none',
  borderRadius: theme.radii.md,
  background: 'transparent',
  color: theme.colors.text,
  font: 'inherit',
  fontWeight: 600,
  textAlign: 'left',
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  '&:hover': { background: theme.colors.surface },
  '&:focus-visible': focusRing,
  [media.mobile]: { padding: theme.space.md },
});

const chevron = css({
  flexShrink: 0,
  width: '0.6em',
  height: '0.6em',
  borderRight: `2px solid ${theme.colors.primary}`,
  borderBottom: `2px solid ${theme.colors.primary}`,
  transform: 'rotate(45deg)',
  '[aria-expanded="true"] > &': { transform: 'rotate(-135deg)' },
  '@media (prefers-reduced-motion: no-preference)': { transition: 'transform 150ms ease' },
});

const answerStyle = css({
  padding: `0 ${theme.space.lg} ${theme.space.sm}`,
  [media.mobile]: { padding: `0 ${theme.space.md} ${theme.space.sm}` },
});

/**
 * An answer panel. Closed, it is `hidden="until-found"`, so the browser's find-in-page
 * still finds its words and opens it (the `beforematch` event); the server renders it
 * plainly hidden until the browser takes over.
 */
function AnswerPanel({
  id,
  labelledBy,
  open,
  onFound,
  children,
}: {
  id: string;
  labelledBy: string;
  open: boolean;
  onFound: () => void;
  children: ReactNode;
}) {
  const panel = useRef<HTMLElement>(null);
  const found = useRef(onFound);
  found.current = onFound;
  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    if (open) element.removeAttribute('hidden');
    else element.setAttribute('hidden', 'until-found');
    const reveal = () => found.current();
    element.addEventListener('beforematch', reveal);
    return () => element.removeEventListener('beforematch', reveal);
  }, [open]);
  return (
    // The padding sits inside: a closed (until-found) panel keeps its own box, which
    // must be empty so it takes no room.
    <section ref={panel} id={id} aria-labelledby={labelledBy} hidden={!open}>
      <div css={answerStyle}>{children}</div>
    </section>
  );
}

/**
 * Questions grouped by category (one `h2` each). Every question is a button inside an
 * `h3` that shows or hides its answer; any number can be open at once, and find-in-page
 * opens the one whose answer it finds.
 */
export function FaqAccordion({ categories }: { categories: readonly FaqCategory[] }) {
  const { openKeys, toggle } = useOpenKeys();
  const idPrefix = useId();
  return categories.map((category, categoryIndex) => (
    <Section key={category.title} title={category.title}>
      {category.questions.map((item, questionIndex) => {
        const key = questionKey(categoryIndex, questionIndex);
        const open = openKeys.includes(key);
        const buttonId = `${idPrefix}q${key}`;
        const panelId = `${idPrefix}a${key}`;
        return (
          <div key={key} css={itemStyle}>
            <h3 css={questionHeading}>
              <button
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => toggle(key)}
                css={questionButton}
              >
                <span>{item.question}</span>
                <span aria-hidden="true" css={chevron} />
              </button>
            </h3>
            <AnswerPanel
              id={panelId}
              labelledBy={buttonId}
              open={open}
              onFound={() => {
                if (!open) toggle(key);
              }}
            >
              <Paragraphs paragraphs={item.answer} />
            </AnswerPanel>
          </div>
        );
      })}
    </Section>
  ));
}
