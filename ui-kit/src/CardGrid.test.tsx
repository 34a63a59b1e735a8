import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CardGrid, gridStyle } from './CardGrid';

describe('CardGrid', () => {
  it('is a list of its cards, in the grid of the column width asked for', () => {
    render(
      <CardGrid minColumnPx={320} className="mine">
        <li>Parlin</li>
        <li>Old Bridge</li>
      </CardGrid>,
    );
    const list = screen.getByRole('list');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(list.className).toBe(`${gridStyle(320)} mine`);
    expect(gridStyle(320)).not.toBe(gridStyle(280));
  });

  it('says at once when a width has no class, rather than laying out another', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(
        <CardGrid minColumnPx={123}>
          <li>Parlin</li>
        </CardGrid>,
      ),
    ).toThrow(/123 px/);
    vi.restoreAllMocks();
  });
});
