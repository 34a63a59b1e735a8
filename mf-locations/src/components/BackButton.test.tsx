import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { BackButton } from './BackButton';

const Where = () => <p data-testid="path">{useLocation().pathname}</p>;

const renderAt = (entries: string[]) =>
  render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Where />
      <Routes>
        <Route path="/locations/parlin" element={<BackButton />} />
        <Route path="*" element={null} />
      </Routes>
    </MemoryRouter>,
  );

describe('BackButton', () => {
  it('goes back in history when the visitor came from another page of the site', async () => {
    const user = userEvent.setup();
    renderAt(['/locations/map', '/locations/parlin']);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/locations/map');
  });

  it('is a link to /locations when the page was the first of the visit', async () => {
    const user = userEvent.setup();
    renderAt(['/locations/parlin']);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Back to Locations' });
    expect(link).toHaveAttribute('href', '/locations');
    await user.click(link);
    expect(screen.getByTestId('path')).toHaveTextContent('/locations');
  });
});
