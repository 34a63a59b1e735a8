import type { ElementType, HTMLAttributes, ReactNode } from 'react';

type StaticHtmlProps = HTMLAttributes<HTMLElement> & {
  /** The element to render (`div` by default): `section`, `ul`, `footer`… */
  as?: ElementType;
  children: ReactNode;
};

/**
 * A part of a page that never changes once rendered: text, addresses, phone numbers,
 * links. It is server HTML that no script touches (the page's islands hydrate on roots
 * of their own, never around it), and an ordinary part where the whole app renders in
 * the browser (`pnpm dev`, a prerendered page whose notices changed).
 *
 * Nothing inside may need script: no button, form, state, effect, clock or notice that
 * can change. Those are islands, beside it, not inside (docs/sections.md, "Keeping a
 * section cheap: islands").
 */
export function StaticHtml({ as: Tag = 'div', children, ...attributes }: StaticHtmlProps) {
  return <Tag {...attributes}>{children}</Tag>;
}
