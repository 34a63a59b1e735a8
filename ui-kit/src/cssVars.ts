/**
 * Sets CSS variables (vanilla-extract's `createVar()`, written `var(--name)`) on an element
 * from script, for a value known only in the browser: the server's HTML never carries a
 * style attribute (the CSP allows none). Four lines instead of `@vanilla-extract/dynamic`
 * and its helpers, which every first view would download.
 */
export function setCssVars(element: HTMLElement, values: Record<string, string>) {
  for (const [cssVar, value] of Object.entries(values)) {
    element.style.setProperty(cssVar.replace(/^var\((--[^,)]+).*\)$/, '$1'), value);
  }
}
