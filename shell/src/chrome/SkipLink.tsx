import { css } from '@emotion/react';
import { useSiteText } from 'shared-content';
import { theme } from 'ui-kit';

const skipLink = css({
  position: 'absolute',
  left: theme.space.sm,
  top: '-4rem',
  zIndex: 100,
  padding: `${theme.space.sm} ${theme.space.md}`,
  background: theme.colors.primaryDark,
  color: theme.colors.onPrimary,
  borderRadius: theme.radii.sm,
  fontWeight: 600,
  '&:focus': { top: theme.space.sm },
});

export function SkipLink() {
  const { skipLink: text } = useSiteText();
  return (
    <a href="#main" css={skipLink}>
      {text}
    </a>
  );
}
