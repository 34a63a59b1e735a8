import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { getLocation } from 'shared-content';
import { renderAt } from 'shared-content/testing';
import { describe, expect, it } from 'vitest';
import { locationsUi } from './content';
import Section from './Section';
import { disableIframeLoading } from './test/noIframeLoading';

disableIframeLoading();

const Where = () => <p data-testid="path">{useLocation().pathname}</p>;

const app = (
  <>
    <Where />
    <Routes>
      <Route path="/" element={<p>Home</p>} />
      <Route path="*" element={<Section />} />
    </Routes>
  </>
);

describe('mf-locations Section', () => {
  it.each(['/locations/parlin', '/locations/parlin-pharmacy', '/parlin'])(
    '%s shows the Parlin page',
    async (path) => {
      renderAt(path, app);
      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
        getLocation('parlin').name,
      );
    },
  );

  it('shows the list and the map page', async () => {
    renderAt('/locations/map', app);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      locationsUi.mapPage.heading,
    );
  });

  it('sends an unknown sub-path home', async () => {
    renderAt('/locations/nowhere', app);
    expect(await screen.findByText('Home')).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/);
  });
});
