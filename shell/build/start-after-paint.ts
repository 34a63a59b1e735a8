import { createHash } from 'node:crypto';
import type { HtmlBasicTag, RsbuildPlugin, Rspack } from '@rsbuild/core';

/**
 * Once the server's HTML has been painted (its first contentful paint, or after 200 ms in
 * a tab that paints nothing, a background one): preloads the shared modules' scripts
 * listed on its own tag, then appends the page's entry scripts (the
 * `link[data-entry-script]` preloads) in their order. It waits on the paint entry and a
 * message rather than on animation frames or timers, which a test's paused clock holds.
 * Plain ES5, no module, served as is.
 */
const loaderSource = `(function () {
  var loader = document.currentScript;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var shared = (loader && loader.getAttribute('data-shared-scripts') || '').split(' ');
    for (var i = 0; i < shared.length; i += 1) {
      if (!shared[i]) continue;
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = shared[i];
      document.head.appendChild(link);
    }
    var entries = document.querySelectorAll('link[data-entry-script]');
    for (var j = 0; j < entries.length; j += 1) {
      var script = document.createElement('script');
      script.src = entries[j].href;
      script.async = false;
      document.head.appendChild(script);
    }
  }
  function inNextTask() {
    var channel = new MessageChannel();
    channel.port1.onmessage = start;
    channel.port2.postMessage(null);
  }
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf('paint') >= 0) {
    var painted = new PerformanceObserver(function (list) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      painted.disconnect();
      inNextTask();
    });
    painted.observe({ type: 'paint', buffered: true });
  } else {
    inNextTask();
  }
  setTimeout(start, 200);
})();
`;

const loaderFile = `static/js/start-after-paint.${createHash('sha256').update(loaderSource).digest('hex').slice(0, 10)}.js`;

/** The shared modules every first view hydrates with (the shell provides them). */
const firstViewShared = new Set([
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'shared-content',
  'ui-kit',
  'zustand',
]);

/**
 * The shared module a provide-shared module gives: "provide shared module (default)
 * react-dom@19.3.1 = …". Its chunks are what the browser loads when the shell provides
 * the module (a consumer's own fallback copy is another chunk, not loaded then).
 */
const providedModuleOf = (identifier: string) =>
  identifier.match(/^provide shared module \([^)]*\) (.+?)@/)?.[1];

/**
 * The files (`.js` or `.css`) of the shell's own copies of the first view's shared
 * modules.
 */
function firstViewSharedFiles(
  compilation: Rspack.Compilation,
  assetPrefix: string,
  extension: '.js' | '.css',
) {
  const files = new Set<string>();
  for (const group of compilation.chunkGroups) {
    const provides = group.origins.some((origin) => {
      const name = origin.module && providedModuleOf(origin.module.identifier());
      return name !== undefined && firstViewShared.has(name);
    });
    if (!provides) continue;
    for (const file of group.getFiles())
      if (file.endsWith(extension)) files.add(`${assetPrefix}${file}`);
  }
  return [...files].sort();
}

const isEntryScript = (tag: HtmlBasicTag) =>
  tag.tag === 'script' && typeof tag.attrs?.src === 'string' && tag.attrs.defer === true;

/**
 * The page paints its server HTML before any of its script runs. Deferred scripts run as
 * soon as the document is parsed, before the first paint when they are already there (a
 * repeat visit, from the cache): on a cheap phone the federation runtime's start-up then
 * held the first paint back by 100 ms or more. The entry scripts become preloads (at low
 * priority, so the page's text and first image come first), and a small loader appends
 * them after the first frame, in their order. It starts the shared modules' scripts then
 * too, so they download beside the entry rather than after it has run.
 *
 * The stylesheets of those shared modules (the UI kit's extracted CSS) are linked first
 * in the head, as render-blocking styles: the server HTML paints styled, and the chunk
 * loader finds them there instead of adding them again.
 */
export const pluginStartAfterPaint = (): RsbuildPlugin => ({
  name: 'start-after-paint',
  setup(api) {
    api.modifyHTMLTags(({ headTags, bodyTags }, { compilation, assetPrefix }) => {
      const rewrite = (tags: HtmlBasicTag[]) =>
        tags.map((tag) =>
          isEntryScript(tag)
            ? {
                tag: 'link',
                attrs: {
                  rel: 'preload',
                  as: 'script',
                  fetchpriority: 'low',
                  href: tag.attrs?.src,
                  'data-entry-script': true,
                },
              }
            : tag,
        );
      const loader: HtmlBasicTag = {
        tag: 'script',
        attrs: {
          defer: true,
          src: `${assetPrefix}${loaderFile}`,
          'data-shared-scripts': firstViewSharedFiles(compilation, assetPrefix, '.js').join(' '),
        },
      };
      const sharedStyles = firstViewSharedFiles(compilation, assetPrefix, '.css').map(
        (href): HtmlBasicTag => ({ tag: 'link', attrs: { rel: 'stylesheet', href } }),
      );
      return {
        headTags: [...sharedStyles, ...rewrite(headTags), loader],
        bodyTags: rewrite(bodyTags),
      };
    });
    api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
      compilation.emitAsset(loaderFile, new sources.RawSource(loaderSource));
    });
  },
});
