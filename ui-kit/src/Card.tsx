import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { media, theme } from './theme';

export const cardStyle = css({
  background: theme.colors.background,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  padding: theme.space.lg,
  boxShadow: theme.shadow,
  minWidth: 0,
  // Narrower padding on phones leaves room for whole words at 200 % text.
  [media.mobile]: { padding: theme.space.md },
  // Not `anywhere`: that lets a squeezed card wrap an address a letter per line.
  overflowWrap: 'break-word',
});

export const cardTitle = css({
  fontSize: theme.fontSizes.lg,
  margin: `0 0 ${theme.space.sm}`,
  color: theme.colors.text,
});

/** A bordered card with an optional heading (h3 by default). */
export function Card({
  title,
  children,
  headingLevel = 3,
  highlighted = false,
  as: Tag = 'div',
}: {
  title?: ReactNode;
  children: ReactNode;
  headingLevel?: 2 | 3 | 4;
  highlighted?: boolean;
  as?: 'div' | 'li' | 'article';
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Tag
      css={[
        cardStyle,
        highlighted && {
          borderColor: theme.colors.primary,
          boxShadow: `0 0 0 3px ${theme.colors.primary}`,
        },
      ]}
    >
      {title && <Heading css={cardTitle}>{title}</Heading>}
      {children}
    </Tag>
  );
}
