/**
 * The class names given, in order, without the absent ones, for `className`:
 * `classes(cardStyle, highlighted && highlight, className)`. `undefined` when none is left,
 * so no empty `class` attribute is rendered.
 */
export const classes = (...names: readonly (string | false | null | undefined)[]) =>
  names.filter(Boolean).join(' ') || undefined;
