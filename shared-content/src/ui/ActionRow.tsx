import type { ReactNode } from 'react';
import { theme } from '../platform/theme';

/** A row of actions (buttons, links) that wraps on narrow screens. */
export const ActionRow = ({ children }: { children: ReactNode }) => (
  <div
    css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, margin: `${theme.space.md} 0` }}
  >
    {children}
  </div>
);
