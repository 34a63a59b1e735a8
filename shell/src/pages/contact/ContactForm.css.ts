import { style } from '@vanilla-extract/css';
import { theme } from 'ui-kit/theme';

export const field = style({ display: 'grid', gap: theme.space.xs, marginBottom: theme.space.md });

export const hint = style({
  margin: 0,
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.sm,
});

export const requiredNote = style([hint, { marginBottom: theme.space.md }]);

export const error = style({
  margin: 0,
  color: theme.colors.danger,
  fontWeight: 600,
  fontSize: theme.fontSizes.sm,
});

export const note = style({
  margin: `0 0 ${theme.space.md}`,
  padding: theme.space.md,
  borderLeft: `4px solid ${theme.colors.accent}`,
  background: theme.colors.surface,
  color: theme.colors.text,
});

export const noScript = style([note, { marginTop: theme.space.md }]);

export const noScriptList = style({ margin: `${theme.space.xs} 0 0`, paddingLeft: theme.space.lg });

export const faster = style({
  margin: `0 0 ${theme.space.md}`,
  padding: theme.space.md,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
});

export const fasterHeading = style({ fontSize: theme.fontSizes.md, margin: 0 });

export const fasterText = style({ margin: `${theme.space.xs} 0` });

export const fasterLinks = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space.md,
});

export const flush = style({ margin: 0 });

export const status = style({
  selectors: {
    '&:not(:empty)': {
      margin: `${theme.space.md} 0 0`,
      padding: theme.space.md,
      borderRadius: theme.radii.md,
      border: `1px solid ${theme.colors.success}`,
      background: theme.colors.successSurface,
      color: theme.colors.success,
      fontWeight: 600,
    },
  },
});

export const handoff = style({ margin: `${theme.space.xs} 0 0`, fontWeight: 400 });

export const openAgain = style({ color: 'inherit', fontWeight: 600 });
