import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { renderAt } from 'test-kit';
import { describe, expect, it } from 'vitest';
import { StaticHtml } from './StaticHtml';

const part = (
  <StaticHtml as="section" aria-label="Visit us" className="where">
    <p>
      1550 Route 9, Parlin · <a href="/locations/parlin">Parlin pharmacy</a>
    </p>
  </StaticHtml>
);

describe('StaticHtml', () => {
  it('is its element with its attributes and content in the server HTML, and nothing else', () => {
    expect(renderToString(part)).toBe(
      '<section aria-label="Visit us" class="where"><p>1550 Route 9, Parlin · <a href="/locations/parlin">Parlin pharmacy</a></p></section>',
    );
  });

  it('renders as an ordinary part in the browser (pnpm dev renders the whole app there)', () => {
    renderAt('/', part);
    expect(screen.getByRole('region', { name: 'Visit us' })).toHaveTextContent(
      '1550 Route 9, Parlin · Parlin pharmacy',
    );
    expect(screen.getByRole('link', { name: 'Parlin pharmacy' })).toHaveAttribute(
      'href',
      '/locations/parlin',
    );
  });
});
