import { describe, expect, it } from 'vitest';
import { randomSubset, seededRandom, shuffle, withRepeatedHead } from './random';

const numbers = Array.from({ length: 65 }, (_, index) => index);

describe('seededRandom', () => {
  it('gives the same sequence for the same seed, in [0, 1)', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const first = Array.from({ length: 100 }, () => a());
    expect(Array.from({ length: 100 }, () => b())).toEqual(first);
    for (const value of first) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
    expect(seededRandom(43)()).not.toBe(first[0]);
  });
});

describe('shuffle', () => {
  it('returns a permutation and leaves the input untouched', () => {
    const input = [...numbers];
    const result = shuffle(input, seededRandom(1));
    expect(input).toEqual(numbers);
    expect(result).not.toEqual(numbers);
    expect([...result].sort((a, b) => a - b)).toEqual(numbers);
  });

  it('is deterministic for a seeded source and differs between seeds', () => {
    expect(shuffle(numbers, seededRandom(7))).toEqual(shuffle(numbers, seededRandom(7)));
    expect(shuffle(numbers, seededRandom(7))).not.toEqual(shuffle(numbers, seededRandom(8)));
  });

  it('follows Fisher-Yates: a source of 0 rotates, one just under 1 keeps the order', () => {
    // j = 0 at every step: each element swaps with the first one.
    expect(shuffle(['a', 'b', 'c', 'd'], () => 0)).toEqual(['b', 'c', 'd', 'a']);
    expect(shuffle(['a', 'b', 'c', 'd'], () => 0.999999)).toEqual(['a', 'b', 'c', 'd']);
    // A source that (wrongly) returns 1 still stays in range.
    expect(shuffle(['a', 'b', 'c'], () => 1)).toEqual(['a', 'b', 'c']);
  });

  it('puts every item in every position about equally often', () => {
    const random = seededRandom(2024);
    const counts = [0, 0, 0, 0];
    for (let run = 0; run < 4000; run += 1) {
      counts[shuffle([0, 1, 2, 3], random).indexOf(0)] += 1;
    }
    for (const count of counts) expect(count).toBeGreaterThan(900);
  });

  it('handles empty and single lists', () => {
    expect(shuffle([], seededRandom(1))).toEqual([]);
    expect(shuffle(['only'], seededRandom(1))).toEqual(['only']);
  });
});

describe('randomSubset', () => {
  it('picks the requested number of distinct items', () => {
    const subset = randomSubset(numbers, 40, seededRandom(3));
    expect(subset).toHaveLength(40);
    expect(new Set(subset).size).toBe(40);
    for (const item of subset) expect(numbers).toContain(item);
  });

  it('is reproducible with the same seed and varies with another', () => {
    expect(randomSubset(numbers, 20, seededRandom(5))).toEqual(
      randomSubset(numbers, 20, seededRandom(5)),
    );
    expect(randomSubset(numbers, 20, seededRandom(5))).not.toEqual(
      randomSubset(numbers, 20, seededRandom(6)),
    );
  });

  it('returns all items (shuffled) when asked for more, none for zero or less', () => {
    expect([...randomSubset([1, 2, 3], 10, seededRandom(1))].sort()).toEqual([1, 2, 3]);
    expect(randomSubset([1, 2, 3], 0, seededRandom(1))).toEqual([]);
    expect(randomSubset([1, 2, 3], -2, seededRandom(1))).toEqual([]);
  });
});

describe('withRepeatedHead', () => {
  it('repeats the first items at the end, for a seamless marquee', () => {
    const subset = randomSubset(numbers, 40, seededRandom(9));
    const track = withRepeatedHead(subset, 10);
    expect(track).toHaveLength(50);
    expect(track.slice(0, 40)).toEqual(subset);
    expect(track.slice(40)).toEqual(subset.slice(0, 10));
  });

  it('repeats at most the whole list', () => {
    expect(withRepeatedHead([1, 2], 10)).toEqual([1, 2, 1, 2]);
    expect(withRepeatedHead([1, 2], 0)).toEqual([1, 2]);
  });
});
