import { globalStyle, style } from '@vanilla-extract/css';
import { queries, theme } from 'ui-kit/theme';

export const requiredNote = style({ margin: `0 0 ${theme.space.md}` });

export const fieldGrid = style({
  display: 'grid',
  gap: theme.space.md,
  // The UI kit's flexibleColumns('200px'): as many 200 px columns as fit.
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))',
  alignItems: 'end',
});

/** A field's label on a line of its own (with the UI kit's label style). */
export const label = style({ display: 'block', marginBottom: theme.space.xs });

export const legend = style([label, { padding: 0 }]);

export const typeFieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  gridColumn: '1 / -1',
});

export const typeOptions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space.md,
  minHeight: theme.touchTarget,
});

export const typeOption = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space.xs,
});

export const radio = style({
  width: 20,
  height: 20,
  margin: 0,
  accentColor: theme.colors.primary,
});

export const alert = style({
  margin: `${theme.space.md} 0 0`,
  padding: `${theme.space.sm} ${theme.space.md}`,
  borderRadius: theme.radii.md,
  background: theme.colors.dangerSurface,
  color: theme.colors.danger,
  fontWeight: 600,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space.md,
  marginTop: theme.space.md,
});
// On phones the submit button takes the whole row.
globalStyle(`${actions} > button`, { '@media': { [queries.mobile]: { width: '100%' } } });

export const status = style({ margin: 0, color: theme.colors.textMuted });
