// What the rotating word's server HTML and the loader's behaviour (islands/rotatingWords.ts)
// agree on: the element whose words turn and how often, the word in sight, and the mark the
// behaviour sets while the words turn (the pause control shows only then).
export const TURN_MS_ATTRIBUTE = 'data-turn-ms';
export const CURRENT_WORD_ATTRIBUTE = 'data-current';
export const TURNING_ATTRIBUTE = 'data-turning';
