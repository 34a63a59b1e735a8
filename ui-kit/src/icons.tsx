import { classes } from './classes';
import type { IconName } from './iconShapes';
import { icons } from './icons.css';

export type { IconName };

/**
 * A small icon (drawn in iconShapes.ts), in the text's colour and size, in place of a
 * symbol character no font the page asks for has. One empty element: the drawing is in
 * the CSS. Hidden from assistive technology: what it stands for is always said in words
 * beside it or in its control's name.
 */
export const Icon = ({ name, className }: { name: IconName; className?: string }) => (
  <span aria-hidden="true" data-icon={name} className={classes(icons[name], className)} />
);
