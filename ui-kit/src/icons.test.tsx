import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StarRating } from './controls';
import { Icon } from './icons';

/** Characters a page's fonts may lack: anything past Latin-1 but the usual punctuation. */
const symbolCharacter = /[^ -\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2026]/u;

describe('icons', () => {
  it('draw a symbol beside a control’s words without writing a character or changing its name', () => {
    render(
      <button type="button">
        <Icon name="menu" /> Menu
      </button>,
    );
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button.textContent).not.toMatch(symbolCharacter);
    const icon = button.querySelector('[data-icon="menu"]');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(icon).toBeEmptyDOMElement();
  });

  it('draw a rating’s stars, as many filled as the rating rounds to, and say it in words', () => {
    const { container } = render(<StarRating value={3.4} />);
    expect(container.querySelector('[aria-hidden="true"]')).toHaveAttribute('data-stars', '3');
    expect(container.textContent).toBe('3.4 out of 5 stars');
  });
});
