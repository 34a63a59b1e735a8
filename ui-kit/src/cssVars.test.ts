import { describe, expect, it } from 'vitest';
import { setCssVars } from './cssVars';

describe('setCssVars', () => {
  it('sets each variable by its name, from the var() reference a style file exports', () => {
    const element = document.createElement('div');
    setCssVars(element, { 'var(--shift__1a2b3c)': '-200%', 'var(--speed, 1s)': '30s' });
    expect(element.style.getPropertyValue('--shift__1a2b3c')).toBe('-200%');
    expect(element.style.getPropertyValue('--speed')).toBe('30s');
  });
});
