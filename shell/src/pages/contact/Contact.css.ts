import { style } from '@vanilla-extract/css';
import { queries, theme } from 'ui-kit/theme';

export const languageHelp = style({ fontWeight: 600 });

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
  gap: theme.space.xl,
  alignItems: 'start',
  '@media': { [queries.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: 0 } },
});

export const cardText = style({ margin: `0 0 ${theme.space.xs}` });

export const address = style([cardText, { fontStyle: 'normal' }]);

export const groupName = style([cardText, { fontWeight: 700 }]);

export const email = style({ margin: 0 });
