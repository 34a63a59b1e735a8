import {
  type ComplexStyleRule,
  type GlobalStyleRule,
  globalStyle,
  style,
} from '@vanilla-extract/css';
import { resetLayer, uiKitLayer } from './layers.css';

type StyleRule = Exclude<ComplexStyleRule, unknown[]>;

const inUiKitLayer = (rule: StyleRule) => ({ '@layer': { [uiKitLayer]: rule } }) as StyleRule;

/**
 * A UI-kit component's style, in the `ui-kit` layer (weaker than any unlayered section
 * style). Call it in a `*.css.ts` file of the UI kit, as `style()`. A list composes, as
 * `style([…])` does: class names (another UI-kit style) and rules, the later winning.
 */
export const uiStyle = (rule: StyleRule | readonly (StyleRule | string)[], debugId?: string) =>
  style(
    Array.isArray(rule)
      ? rule.map((part) => (typeof part === 'string' ? part : inUiKitLayer(part)))
      : inUiKitLayer(rule as StyleRule),
    debugId,
  );

/** A global element style, in the `reset` layer (the weakest). Call it in a `*.css.ts` file. */
export const resetStyle = (selector: string, rule: GlobalStyleRule) =>
  globalStyle(selector, { '@layer': { [resetLayer]: rule } } as GlobalStyleRule);

/**
 * A global style for what a UI-kit class contains (`${list} > li`), in the `ui-kit` layer:
 * vanilla-extract's `style` may only target the element it names.
 */
export const uiGlobalStyle = (selector: string, rule: GlobalStyleRule) =>
  globalStyle(selector, { '@layer': { [uiKitLayer]: rule } } as GlobalStyleRule);
