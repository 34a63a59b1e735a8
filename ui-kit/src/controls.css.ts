import { limits } from 'shared-content';
import { iconImage, iconShapes } from './iconShapes';
import { iconBox } from './icons.css';
import { uiStyle } from './style';
import { theme } from './theme';

/** A star's step along the row: its advance and the 2 px letter spacing the ★ characters had. */
const step = `(${iconShapes.starFilled.advance / 1000}em + 2px)`;
const places = Array.from({ length: limits.stars }, (_, place) => place);

/**
 * A rating's row of stars in one empty element, `filled` of them filled: each star a mask
 * layer at its place in the row.
 */
export const starRows = Array.from({ length: limits.stars + 1 }, (_, filled) =>
  uiStyle([
    iconBox,
    {
      color: theme.colors.star,
      width: `calc(${limits.stars} * ${step})`,
      maskImage: places
        .map((place) => iconImage(place < filled ? iconShapes.starFilled : iconShapes.starOutlined))
        .join(', '),
      maskPosition: places.map((place) => `calc(${place} * ${step}) 0`).join(', '),
      maskSize: `${iconShapes.starFilled.advance / 1000}em 100%`,
    },
  ]),
);
