import {
  type ComplexStyleRule,
  type GlobalStyleRule,
  globalStyle,
  style,
} from '@vanilla-extract/css';
import { resetLayer, uiKitLayer } from './layers.css';

type StyleRule = Exclude<ComplexStyleRule, unknown[]>;

/**
 * A UI-kit component's style, in the `ui-kit` layer (weaker than any unlayered section
 * style). Call it in a `*.css.ts` file of the UI kit, as `style()`.
 */
export const uiStyle = (rule: StyleRule, debugId?: string) =>
  style({ '@layer': { [uiKitLayer]: rule } } as StyleRule, debugId);

/** A global element style, in the `reset` layer (the weakest). Call it in a `*.css.ts` file. */
export const resetStyle = (selector: string, rule: GlobalStyleRule) =>
  globalStyle(selector, { '@layer': { [resetLayer]: rule } } as GlobalStyleRule);
