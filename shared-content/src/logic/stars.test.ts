import { describe, expect, it } from 'vitest';
import { formatRating, starCount } from './stars';

describe('starCount', () => {
  it('rounds to the nearest whole star', () => {
    expect(starCount(4.9)).toBe(5);
    expect(starCount(4.5)).toBe(5);
    expect(starCount(4.4)).toBe(4);
    expect(starCount(3.6)).toBe(4);
    expect(starCount(1.2)).toBe(1);
  });

  it('stays within 0 and 5', () => {
    expect(starCount(7)).toBe(5);
    expect(starCount(-1)).toBe(0);
    expect(starCount(0)).toBe(0);
  });
});

describe('formatRating', () => {
  it('always shows one decimal', () => {
    expect(formatRating(5)).toBe('5.0');
    expect(formatRating(4.9)).toBe('4.9');
  });
});
