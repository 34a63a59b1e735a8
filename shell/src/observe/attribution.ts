// Which part of the page (a remote, or the shell) caused the INP and the largest layout
// shift, worked out from the metrics' own entries (plain web-vitals) and the browser's
// Long Animation Frames, as web-vitals/attribution would, without its 13 KB.
// The types of the entries (Long Animation Frames, layout shifts) that TypeScript's DOM
// library does not have yet.
import type {} from 'web-vitals';
import { sourceOf } from './events';

/** Marks the element that holds a remote's section or widget (`RemoteSection.tsx`). */
export const PART_ATTRIBUTE = 'data-part';

/** Long frames kept for the INP's interaction (it is measured a frame or two after them). */
const MAX_FRAMES = 50;

/** The part of the page a node is in: the remote whose section or widget holds it, or the shell. */
export function partOfNode(node: Node | null | undefined): string | undefined {
  if (!node) return undefined;
  const element = node instanceof Element ? node : node.parentElement;
  if (!element?.isConnected) return undefined;
  return element.closest(`[${PART_ATTRIBUTE}]`)?.getAttribute(PART_ATTRIBUTE) ?? 'shell';
}

/**
 * The remote whose script ran longest in an interaction (from its start to its next
 * paint), in the long animation frames that overlap it. The shell's own scripts (React
 * among them) run every part's handlers, so they name no part.
 */
function longestScriptRemote(
  entries: readonly PerformanceEventTiming[],
  frames: readonly PerformanceLongAnimationFrameTiming[],
) {
  const first = entries[0];
  if (!first) return undefined;
  const start = first.startTime;
  const paint = Math.max(start + first.duration, first.processingStart);
  const end = Math.min(Math.max(...entries.map((entry) => entry.processingEnd)), paint);
  let longest = 0;
  let url = '';
  for (const frame of frames) {
    if (frame.startTime + frame.duration < start || frame.startTime > end) continue;
    for (const script of frame.scripts) {
      const overlap = script.startTime + script.duration - Math.max(start, script.startTime);
      if (overlap > longest) {
        longest = overlap;
        url = script.sourceURL;
      }
    }
  }
  return sourceOf(url).remote;
}

/** The part of the element that moved most in a shift (its first element source). */
const shiftedPart = (shift: LayoutShift) =>
  partOfNode(
    (shift.sources.find((source) => source.node?.nodeType === 1) ?? shift.sources[0])?.node,
  );

/** Calls `see` with the page's entries of `type`, those before it too, where the browser has them. */
function observe<Entry>(type: string, see: (entries: Entry[]) => void) {
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes(type)) return;
  new PerformanceObserver((list) => see(list.getEntries() as Entry[])).observe({
    type,
    buffered: true,
  });
}

/**
 * Notes what the parts need as the browser reports it (a removed element's part is lost):
 * the long animation frames and, for each layout shift, the part of what moved most; and
 * names the parts of the INP and the CLS from their metrics' entries.
 */
export function partsOfPage() {
  const frames: PerformanceLongAnimationFrameTiming[] = [];
  const touched = new Map<number, string>();
  const shifted = new WeakMap<LayoutShift, string>();
  const parts = {
    seeFrames(entries: readonly PerformanceLongAnimationFrameTiming[]) {
      frames.push(...entries);
      frames.splice(0, frames.length - MAX_FRAMES);
    },
    seeShifts(entries: readonly LayoutShift[]) {
      for (const shift of entries) {
        const part = shiftedPart(shift);
        if (part) shifted.set(shift, part);
      }
    },
    /** The remote whose script ran longest in the interaction, else the part touched. */
    inp(entries: readonly PerformanceEventTiming[]) {
      const id = entries[0]?.interactionId ?? 0;
      const part = touched.get(id) ?? partOfNode(entries.find((entry) => entry.target)?.target);
      if (part) touched.set(id, part);
      return longestScriptRemote(entries, frames) ?? part;
    },
    /** The part whose element moved most in the largest shift. */
    cls(entries: readonly LayoutShift[]) {
      if (!entries.length) return undefined;
      const largest = entries.reduce((a, b) => (a.value > b.value ? a : b));
      return shifted.get(largest) ?? shiftedPart(largest);
    },
  };
  observe('long-animation-frame', parts.seeFrames);
  observe('layout-shift', parts.seeShifts);
  return parts;
}
