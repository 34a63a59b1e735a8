import type { ReactNode } from 'react';
import { cardStyle, cardTitle, highlightedCard } from './Card.css';
import { classes } from './classes';

export { cardStyle, cardTitle };

/** A bordered card with an optional heading (h3 by default). */
export function Card({
  title,
  children,
  headingLevel = 3,
  highlighted = false,
  as: Tag = 'div',
  className,
}: {
  title?: ReactNode;
  children: ReactNode;
  headingLevel?: 2 | 3 | 4;
  highlighted?: boolean;
  as?: 'div' | 'li' | 'article';
  /** Added after the card's own classes: its styles win. */
  className?: string;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Tag className={classes(cardStyle, highlighted && highlightedCard, className)}>
      {title && <Heading className={cardTitle}>{title}</Heading>}
      {children}
    </Tag>
  );
}
