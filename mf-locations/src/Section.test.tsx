import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { getLocation } from 'shared-content';
import { describe, expect, it } from 'vitest';
import Section from './Section';
import { disableIframeLoading } from './test/noIframeLoading';

disableIframeLoading();

const Where = () => <p data-testid="path">{useLocation().pathname}</p>;

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Where />
      <Routes>
        <Route path="/" element={<p>Home</p>} />
        <Route path="*" element={<Section />} />
      </Routes>
    </MemoryRouter>,
  );

describe('mf-locations Section', () => {
  it.each(['/locations/parlin', '/locations/parlin-pharmacy', '/parlin'])(
    '%s shows the Parlin page',
    async (path) => {
      renderAt(path);
      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
        getLocation('parlin').name,
      );
    },
  );

  it('shows the list and the map page', async () => {
    renderAt('/locations/map');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Find Your Nearest');
  });

  it('sends an unknown sub-path home', async () => {
    renderAt('/locations/nowhere');
    expect(await screen.findByText('Home')).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/);
  });
});
