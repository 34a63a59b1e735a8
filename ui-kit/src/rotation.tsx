import { useSiteText } from 'shared-content';
import { Button } from './controls';
import * as markup from './rotationMarkup';

// Rotations are server HTML that the island loader turns (ui-kit/src/behaviour/carousels.ts),
// with no React in the browser: these helpers write the attributes it reads.

export interface RotationOptions {
  /** It turns every this many ms. */
  intervalMs: number;
  /** Its name, for a rotation that `follows` its Pause. */
  name?: string;
  /** It stands still while the rotation of this name is paused. */
  follows?: string;
  /** Manual navigation is blocked this long after any change (0: never). */
  lockMs?: number;
  /** Manual navigation stops auto-play, and it comes back this long after the last one. */
  resumeAfterManualMs?: number;
  /** It starts paused (it does by itself for visitors who prefer reduced motion). */
  startPaused?: boolean;
  /** Its items are shuffled once the page has loaded. */
  shuffle?: boolean;
}

const flag = (on: boolean | undefined) => (on ? '' : undefined);

/** The attributes of a rotation's root. */
export const rotationAttributes = ({
  intervalMs,
  name,
  follows,
  lockMs,
  resumeAfterManualMs,
  startPaused,
  shuffle,
}: RotationOptions) => ({
  [markup.ROTATION_ATTRIBUTE]: String(intervalMs),
  [markup.ROTATION_NAME_ATTRIBUTE]: name,
  [markup.FOLLOWS_ATTRIBUTE]: follows,
  [markup.LOCK_MS_ATTRIBUTE]: lockMs ? String(lockMs) : undefined,
  [markup.RESUME_MS_ATTRIBUTE]:
    resumeAfterManualMs === undefined ? undefined : String(resumeAfterManualMs),
  [markup.START_PAUSED_ATTRIBUTE]: flag(startPaused),
  [markup.SHUFFLE_ATTRIBUTE]: flag(shuffle),
});

/** The attributes of one of its items: the first is on show in the server's HTML. */
export const rotationItemAttributes = (shown: boolean) => ({
  [markup.ITEM_ATTRIBUTE]: '',
  'aria-hidden': shown ? undefined : true,
});

/**
 * The Pause/Play control of a rotation (WCAG 2.2.2): "Pause slideshow", then "Play
 * slideshow" (`what` names what it stops; `playWord` may be "Resume"). Hide it until the
 * rotation's `READY_ATTRIBUTE` is set: without script it would do nothing.
 */
export function RotationToggle({
  what,
  playWord,
  className,
  startPaused = false,
}: {
  what: string;
  playWord?: string;
  className?: string;
  startPaused?: boolean;
}) {
  const { ui } = useSiteText();
  const play = playWord ?? ui.play;
  const pauseLabel = `${ui.pause} ${what}`;
  const playLabel = `${play} ${what}`;
  return (
    <Button
      variant="secondary"
      className={className}
      aria-label={startPaused ? playLabel : pauseLabel}
      {...{
        [markup.CONTROL_ATTRIBUTE]: 'toggle',
        [markup.PAUSE_LABEL_ATTRIBUTE]: pauseLabel,
        [markup.PLAY_LABEL_ATTRIBUTE]: playLabel,
      }}
    >
      <span {...{ [markup.WHEN_ATTRIBUTE]: 'playing' }} hidden={startPaused}>
        <span aria-hidden="true">❚❚</span> {ui.pause}
      </span>
      <span {...{ [markup.WHEN_ATTRIBUTE]: 'paused' }} hidden={!startPaused}>
        <span aria-hidden="true">▶</span> {play}
      </span>
    </Button>
  );
}
