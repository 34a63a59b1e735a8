import { css } from '@emotion/react';
import type { ReactNode } from 'react';

export const visuallyHidden = css({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const VisuallyHidden = ({ children }: { children: ReactNode }) => (
  <span css={visuallyHidden}>{children}</span>
);
