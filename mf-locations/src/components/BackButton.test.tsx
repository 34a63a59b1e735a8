import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderAt } from 'test-kit';
import { describe, expect, it } from 'vitest';
import { locationsUi } from '../content';
import { English } from '../test/content';
import { BackButton } from './BackButton';

const labels = locationsUi.detail;

const Where = () => <p data-testid="path">{useLocation().pathname}</p>;

const parlinPage = (
  <>
    <Where />
    <Routes>
      <Route
        path="/locations/parlin"
        element={
          <English>
            <BackButton />
          </English>
        }
      />
      <Route path="*" element={null} />
    </Routes>
  </>
);

describe('BackButton', () => {
  it('goes back in history when the visitor came from another page of the site', async () => {
    const { user } = renderAt('/locations/parlin', parlinPage, { history: ['/locations/map'] });
    await user.click(screen.getByRole('button', { name: labels.back }));
    expect(screen.getByTestId('path')).toHaveTextContent('/locations/map');
  });

  it('is a link to /locations when the page was the first of the visit', async () => {
    const { user } = renderAt('/locations/parlin', parlinPage);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    const link = screen.getByRole('link', { name: labels.backToLocations.label });
    expect(link).toHaveAttribute('href', '/locations');
    await user.click(link);
    expect(screen.getByTestId('path')).toHaveTextContent('/locations');
  });
});
