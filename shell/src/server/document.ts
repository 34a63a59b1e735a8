/**
 * Puts a rendered page into the browser build's index.html. React emits the page's
 * document metadata (`<title>`, `<meta>`, `<link>`, hoisted from the components) at the
 * start of a render that has no `<html>` of its own; it belongs in `<head>`.
 */
const MARKS = { head: '<!--ssr-head-->', body: '<!--ssr-body-->', data: '<!--ssr-data-->' };
const LEADING_HEAD_ELEMENTS = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)+/;

function splitHoistedHead(html: string): { head: string; body: string } {
  const head = html.match(LEADING_HEAD_ELEMENTS)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}

export function assembleDocument(
  template: string,
  { lang, app, styles, data }: { lang: string; app: string; styles: string; data: string },
): string {
  const missing = Object.values(MARKS).filter((mark) => !template.includes(mark));
  if (missing.length > 0) throw new Error(`The page template lacks ${missing.join(', ')}`);
  const { head, body } = splitHoistedHead(app);
  // Functions, so that `$` in the page is never read as a replacement pattern.
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
    .replace(MARKS.head, () => `${head}${styles}`)
    .replace(MARKS.body, () => body)
    .replace(MARKS.data, () => data);
}
