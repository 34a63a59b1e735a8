import { globalLayer } from '@vanilla-extract/css';

/*
 * The cascade layers of the site's CSS, declared in this order (the first declared is
 * the weakest): the global element styles, then the UI kit's components. Everything a
 * section or the shell writes is unlayered, so it always wins over both, whatever order
 * federated chunks' CSS files arrive in: a `className` passed to a UI-kit component
 * overrides the component's own style as emotion's composed `css` prop did.
 */
export const resetLayer = globalLayer('reset');
export const uiKitLayer = globalLayer('ui-kit');
