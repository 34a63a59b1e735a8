import type { RsbuildPlugin } from '@rsbuild/core';
import { VanillaExtractPlugin } from '@vanilla-extract/webpack-plugin';

/**
 * Styles are written in `*.css.ts` files (vanilla-extract) and extracted at build time:
 * the browser build emits CSS files beside the chunks that use them, the server build the
 * same class names without CSS. No style is worked out or inserted by script in the page.
 *
 * vanilla-extract rather than Panda CSS or StyleX: it runs as a plain webpack plugin under
 * Rspack (no PostCSS pass or Babel transform over every file), its class names are derived
 * from each file's path and package (so separately built remotes never collide), and its
 * styles are typed objects, which the emotion styles they replace already were.
 */
export const pluginExtractedStyles = (): RsbuildPlugin => ({
  name: 'pharmacy:extracted-styles',
  setup(api) {
    api.modifyBundlerChain((chain, { environment }) => {
      chain
        .plugin('vanilla-extract')
        .use(VanillaExtractPlugin, [{ outputCss: environment.config.output.target === 'web' }]);
    });
  },
});
