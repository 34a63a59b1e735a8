import type { ReactNode } from 'react';
import { visuallyHidden } from './VisuallyHidden.css';

export { visuallyHidden };

export const VisuallyHidden = ({ children }: { children: ReactNode }) => (
  <span className={visuallyHidden}>{children}</span>
);
