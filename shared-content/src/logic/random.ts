/**
 * Randomness with an injectable source, so every rule that uses it is testable with a
 * seeded generator. Pages pass `Math.random`; tests pass `seededRandom(seed)`.
 */
type RandomSource = () => number;

/**
 * A small deterministic generator (mulberry32): the same seed gives the same sequence
 * of numbers in [0, 1).
 */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An index in [0, length) from a random number, safe for a source that returns 1. */
const randomIndex = (random: RandomSource, length: number) =>
  Math.min(length - 1, Math.floor(random() * length));

/** A shuffled copy (Fisher-Yates); the input is left as it was. */
export function shuffle<T>(items: readonly T[], random: RandomSource): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = randomIndex(random, i + 1);
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

/**
 * `size` distinct items picked at random, in random order (all of them, shuffled, when
 * there are fewer).
 */
export function randomSubset<T>(items: readonly T[], size: number, random: RandomSource): T[] {
  return shuffle(items, random).slice(0, Math.max(0, size));
}

/**
 * The items followed by their first `repeat` items again: a track that a marquee can
 * scroll by exactly `items.length` places and start over without a visible jump.
 */
export function withRepeatedHead<T>(items: readonly T[], repeat: number): T[] {
  return [...items, ...items.slice(0, Math.max(0, repeat))];
}
