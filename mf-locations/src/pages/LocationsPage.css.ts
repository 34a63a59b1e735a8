import { style } from '@vanilla-extract/css';
import { theme } from 'ui-kit/theme';

export const filterRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${theme.space.sm} ${theme.space.lg}`,
  margin: `${theme.space.lg} 0 ${theme.space.sm}`,
});

/** The label, the select and its button, kept together. */
export const filterControls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space.sm,
  maxWidth: '100%',
});

/** Over the site's form control: as wide as its longest option (never wider than the row). */
export const select = style({ width: 'auto', minWidth: 'min(16rem, 100%)', maxWidth: '100%' });

export const count = style({ color: theme.colors.textMuted, margin: 0 });
