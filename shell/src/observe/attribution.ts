import type { CLSAttribution, INPAttribution } from 'web-vitals/attribution';
import { sourceOf } from './events';

/** Marks the element that holds a remote's section or widget (`RemoteSection.tsx`). */
export const PART_ATTRIBUTE = 'data-part';

/** The part of the page a node is in: the remote whose section or widget holds it, or the shell. */
export function partOfNode(node: Node | null): string | undefined {
  if (!node) return undefined;
  const element = node instanceof Element ? node : node.parentElement;
  if (!element?.isConnected) return undefined;
  return element.closest(`[${PART_ATTRIBUTE}]`)?.getAttribute(PART_ATTRIBUTE) ?? 'shell';
}

/**
 * The part an interaction's delay belongs to: the remote whose script ran longest in it
 * (Long Animation Frames), else the part the visitor touched. The shell's own scripts
 * (React among them) run every part's handlers, so they name no part.
 */
export function inpPart({ longestScript, interactionTarget }: INPAttribution) {
  const fromScript = sourceOf(longestScript?.entry.sourceURL ?? '').remote;
  return fromScript ?? (interactionTarget || undefined);
}

/** The part whose element moved most in the largest layout shift. */
export const clsPart = ({ largestShiftTarget }: CLSAttribution) => largestShiftTarget || undefined;
