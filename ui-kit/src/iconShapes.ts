/**
 * The icons' drawings (icons.css.ts makes each a CSS mask at build time: no drawing is in
 * the page's script or HTML, and an icon is one empty element). Each replaces a symbol character the site
 * used to write as text (❚❚ ▶ ☰ ✕ ▾ ▴ ✆ ℞ ★ ☆ ✓): none of them is in the fonts the page
 * asks for (Arial, Roboto, Segoe UI…), so a browser searched the system's fonts for each
 * one at the page's first layout, the slowest part of it.
 *
 * Each is drawn in the box its character took in the text, in thousandths of an em: as
 * wide as the character's advance, from the ascent (0.928 em above the baseline) to the
 * descent (0.236 em below it), y growing downwards from the baseline. So an icon sits
 * where its character sat, and the words around it do not move.
 */
export interface IconShape {
  /** The character's advance (its width in the line), thousandths of an em. */
  readonly advance: number;
  /** Filled paths, by the even-odd rule (an inner outline makes a hole: a ring, a bowl). */
  readonly fill?: readonly string[];
  /** Stroked lines: path data and the stroke's width (butt ends). */
  readonly stroke?: { readonly d: string; readonly width: number };
}

export const ascent = 928;
export const descent = 236;

const round = (value: number) => Math.round(value * 10) / 10;

/** A regular five-pointed star, point up, as one closed path. */
const star = (cx: number, cy: number, outer: number, inner: number) =>
  `M${Array.from({ length: 10 }, (_, i) => {
    const angle = ((-90 + 36 * i) * Math.PI) / 180;
    const radius = i % 2 === 0 ? outer : inner;
    return `${round(cx + radius * Math.cos(angle))} ${round(cy + radius * Math.sin(angle))}`;
  }).join('L')}Z`;

/** The stars' centre and radii (their points touch 0.734 em above the baseline). */
const starCentre = [453.5, -319.4] as const;
const starOuter = 414.6;
const starInner = 158.4;
/** The outlined star's line: 0.028 em, its inner edge a copy of the outer 0.781 times as big. */
const outlineScale = 0.781;

export const iconShapes = {
  /** ❚❚: two heavy bars, from the top of a capital to below the baseline. */
  pause: {
    advance: 1676,
    fill: ['M250 -766h344v1016H250z', 'M1088 -766h344v1016h-344z'],
  },
  /** ▶: a triangle pointing right, a little past its advance. */
  play: { advance: 769, fill: ['M0 -656L781 -265.5L0 125z'] },
  /** ☰: three bars. */
  menu: {
    advance: 896,
    fill: ['M83 -729h730v98H83z', 'M83 -413h730v98H83z', 'M83 -98h730v98H83z'],
  },
  /** ✕: two crossed strokes. */
  close: {
    advance: 838,
    stroke: { d: 'M167.5 -628.5L669.5 -105.5M167.5 -105.5L669.5 -628.5', width: 81 },
  },
  /** ▾: a small triangle pointing down, on the baseline. */
  caretDown: { advance: 502, fill: ['M0 -516h500L250 0z'] },
  /** ▴: a small triangle pointing up, on the baseline. */
  caretUp: { advance: 502, fill: ['M0 0h500L250 -516z'] },
  /** ✆: a telephone handset in a ring. */
  phone: {
    advance: 838,
    fill: [
      // The ring, open at the lower left, where it turns into the cord and the handset.
      'M150 -98A378 378 0 1 1 262 -20L237 -38L221 -60L211 -80L205 -100L203 -120L205 -140L210 -160L220 -180L232 -200L231 -220L232 -250L240 -300L253 -350L271 -400L293 -450L308 -480L319 -500L330 -520L350 -550L374 -580L395 -600L429 -621L460 -626L497 -620L503 -600L504 -580L499 -550L486 -520L474 -500L431 -482L403 -450L374 -400L351 -350L340 -300L354 -250L350 -220L340 -200L327 -180L307 -160L254 -140L255 -100L267 -80L293 -60L368 -40A328 328 0 1 0 150 -176Z',
      // A sound wave beside the earpiece, another beside the mouthpiece.
      'M560 -612L570 -600L582 -580L581 -550L573 -520L564 -500L548 -480L530 -476L511 -480L513 -500L524 -520L534 -550L537 -580L536 -600L540 -610Z',
      'M395 -228L414 -200L415 -180L409 -160L398 -140L383 -120L359 -100L336 -96L320 -105L311 -120L337 -140L356 -160L368 -180L376 -200L383 -222Z',
    ],
  },
  /** ℞: a bold P whose leg is crossed (the prescription sign). */
  prescription: {
    advance: 896,
    fill: [
      // The P: its stem, then its bowl around the counter.
      'M37 -729h172V0H37z',
      'M209 -729H344C480 -729 590 -680 590 -490C590 -400 560 -300 470 -270C430 -256 390 -253 350 -253H209zM209 -593H340C395 -593 411 -548 411 -492C411 -432 387 -390 330 -390H209z',
      // The x across its leg: from the bowl down to the right, and from the right down to the left.
      'M398 -382H570L859 0H687z',
      'M679 -382H850L562 0H390z',
    ],
  },
  /** ★ */
  starFilled: { advance: 896, fill: [star(...starCentre, starOuter, starInner)] },
  /** ☆ */
  starOutlined: {
    advance: 896,
    fill: [
      star(...starCentre, starOuter, starInner) +
        star(...starCentre, starOuter * outlineScale, starInner * outlineScale),
    ],
  },
  /** ✓: a check mark, its long stroke thinning to the top right. */
  check: {
    advance: 838,
    fill: [
      'M662 -628C640 -632 575 -628 550 -594L287 -237Q280 -226 275 -231L244 -306Q235 -325 200 -315Q150 -300 156 -281L194 -125Q205 -98 240 -100Q290 -100 300 -119L656 -612Q672 -628 662 -628Z',
    ],
  },
} as const satisfies Record<string, IconShape>;

export type IconName = keyof typeof iconShapes;

/** An icon's drawing as a CSS image (`url("data:image/svg+xml,…")`), black on transparent. */
export function iconImage({ advance, fill = [], stroke }: IconShape): string {
  const paths = fill.map((d) => `<path d="${d}"/>`).join('');
  const line = stroke
    ? `<path d="${stroke.d}" fill="none" stroke="#000" stroke-width="${stroke.width}"/>`
    : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 ${-ascent} ${advance} ${ascent + descent}" fill-rule="evenodd" overflow="visible">${paths}${line}</svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}
