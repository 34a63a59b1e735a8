import { describe, expect, it } from 'vitest';
import { reviewMonth } from './reviewDate';

describe('reviewMonth', () => {
  it('writes a review month in the page language', () => {
    expect(reviewMonth('May 2025', 'en')).toBe('May 2025');
    expect(reviewMonth('December 2024', 'en')).toBe('December 2024');
    expect(reviewMonth('May 2025', 'es')).toBe('mayo de 2025');
    expect(reviewMonth('January 2025', 'es')).toBe('enero de 2025');
  });

  it('shows anything else unchanged', () => {
    expect(reviewMonth('Spring 2025', 'es')).toBe('Spring 2025');
  });
});
