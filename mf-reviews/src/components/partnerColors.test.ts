import { describe, expect, it } from 'vitest';
import { partnerCategory } from '../content/schemas';
import { badgeColors, categoryColors, defaultBadgeColors } from './partnerColors';

/** WCAG 2.1 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string) {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((start) => {
      const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('partner badge colours', () => {
  it('give every category its own colour', () => {
    for (const category of partnerCategory.options) {
      expect(badgeColors(category)).not.toBe(defaultBadgeColors);
    }
    const backgrounds = Object.values(categoryColors).map((pair) => pair.background);
    expect(new Set(backgrounds).size).toBe(backgrounds.length);
  });

  it('use the default colour for any other category', () => {
    expect(badgeColors('pharmacy')).toBe(defaultBadgeColors);
    expect(badgeColors('')).toBe(defaultBadgeColors);
    expect(badgeColors('toString')).toBe(defaultBadgeColors);
  });

  it('pass WCAG AA contrast for text, every pair', () => {
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 0);
    for (const pair of [...Object.values(categoryColors), defaultBadgeColors]) {
      expect(contrast(pair.background, pair.color)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
