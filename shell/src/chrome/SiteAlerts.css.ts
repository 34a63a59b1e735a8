import { style, styleVariants } from '@vanilla-extract/css';
import { theme } from 'ui-kit/theme';

const alertBase = style({
  borderBottom: `1px solid ${theme.colors.border}`,
  padding: `${theme.space.sm} 0`,
});

/** An alert's colours and weight by its severity. */
export const alert = styleVariants({
  info: [
    alertBase,
    { background: theme.colors.surface, color: theme.colors.text, fontWeight: 400 },
  ],
  warning: [alertBase, { background: '#fef3c7', color: '#713f12', fontWeight: 600 }],
  critical: [
    alertBase,
    { background: theme.colors.dangerSurface, color: theme.colors.danger, fontWeight: 600 },
  ],
});

export const text = style({ margin: '0 auto' });
