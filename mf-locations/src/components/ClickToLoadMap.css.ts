import { style } from '@vanilla-extract/css';
import { theme } from 'ui-kit/theme';

export const frame = style({
  display: 'block',
  width: '100%',
  height: 320,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
});

export const placeholder = style({
  display: 'grid',
  gap: theme.space.sm,
  justifyItems: 'start',
  padding: theme.space.lg,
  border: `1px dashed ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  background: theme.colors.surface,
});

export const address = style({ margin: 0, fontWeight: 600 });

export const notice = style({ margin: 0 });
