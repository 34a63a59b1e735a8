import { classes } from './classes';
import { ascent, descent, type IconName, type IconShape, iconShapes } from './iconShapes';
import { icon } from './icons.css';

export type { IconName };

/**
 * A small icon drawn inline (iconShapes.ts), in the text's colour and size (it is sized
 * in em), in place of a symbol character no font the page asks for has. Hidden from
 * assistive technology: what it stands for is always said in words beside it or in its
 * control's name.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  const { advance, fill = [], stroke }: IconShape = iconShapes[name];
  return (
    <svg
      aria-hidden="true"
      data-icon={name}
      viewBox={`0 ${-ascent} ${advance} ${ascent + descent}`}
      width={`${advance / 1000}em`}
      height={`${(ascent + descent) / 1000}em`}
      fill="currentColor"
      fillRule="evenodd"
      className={classes(icon, className)}
    >
      {fill.map((d) => (
        <path key={d} d={d} />
      ))}
      {stroke && <path d={stroke.d} fill="none" stroke="currentColor" strokeWidth={stroke.width} />}
    </svg>
  );
}
