import { describe, expect, it } from 'vitest';
import { telHref } from './phone';

describe('telHref', () => {
  it('dials the US number of a displayed phone, whatever its punctuation', () => {
    expect(telHref('(908) 555-0101')).toBe('tel:+19085550101');
    expect(telHref('732.555.0199')).toBe('tel:+17325550199');
  });
});
