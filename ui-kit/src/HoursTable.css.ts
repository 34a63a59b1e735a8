import { uiGlobalStyle, uiStyle } from './style';
import { theme } from './theme';

export const table = uiStyle({ borderCollapse: 'collapse', width: '100%' });

// In this order, as the site has always had them: the cells' `padding` comes last.
uiGlobalStyle(`${table} th`, { textAlign: 'left', fontWeight: 600, paddingRight: theme.space.md });
uiGlobalStyle(`${table} th, ${table} td`, {
  padding: `${theme.space.xs} 0`,
  borderBottom: `1px solid ${theme.colors.border}`,
});

export const caption = uiStyle({
  textAlign: 'left',
  fontWeight: 600,
  marginBottom: theme.space.xs,
});

const status = uiStyle({
  display: 'inline-block',
  margin: `${theme.space.xs} 0`,
  padding: `${theme.space.xs} ${theme.space.sm}`,
  borderRadius: theme.radii.sm,
  fontWeight: 600,
});

/** "Open now" on green, "Closed now" on the surface colour. */
/** Closed, or open (`data-open="true"`, which the island loader may change in place). */
export const openStatus = uiStyle([
  status,
  {
    background: theme.colors.surface,
    color: theme.colors.text,
    selectors: {
      '&[data-open="true"]': {
        background: theme.colors.successSurface,
        color: theme.colors.success,
      },
    },
  },
]);

export const changes = uiStyle({ marginTop: theme.space.sm });
export const changesHeading = uiStyle({ fontWeight: 600, margin: `${theme.space.xs} 0` });
export const changesList = uiStyle({ margin: 0, paddingLeft: theme.space.md });
