import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { LocaleProvider } from 'shared-content';
import { renderAt } from 'test-kit';
import { afterEach, describe, expect, it } from 'vitest';
import { InternalLink } from './links';

/** Where the router is, shown on the page as a visitor would see the next page. */
function Here() {
  return <p>at {useLocation().pathname}</p>;
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('InternalLink', () => {
  it('moves the router it is in, in the page language, without a document load', async () => {
    const { user } = renderAt(
      '/',
      <Routes>
        <Route path="*" element={<InternalLink to="/locations/parlin">Parlin</InternalLink>} />
        <Route path="/locations/parlin" element={<Here />} />
      </Routes>,
      { lang: 'es' },
    );
    const link = screen.getByRole('link', { name: 'Parlin' });
    expect(link).toHaveAttribute('href', '/es/locations/parlin');
    await user.click(link);
    expect(await screen.findByText('at /locations/parlin')).toBeInTheDocument();
  });

  it('is a plain link in the page language where there is no router (an island)', async () => {
    render(
      <LocaleProvider value="es">
        <InternalLink to="/best-prices?drug=Metformin#results">Precios</InternalLink>
      </LocaleProvider>,
    );
    const link = screen.getByRole('link', { name: 'Precios' });
    expect(link).toHaveAttribute('href', '/es/best-prices?drug=Metformin#results');
    // No handler takes the click: the browser follows the link (jsdom leaves the address).
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    await userEvent.setup().tab();
    expect(link).toHaveFocus();
  });

  it('keeps the home page of a language at its bare prefix', () => {
    render(
      <LocaleProvider value="es">
        <InternalLink to="/">Inicio</InternalLink>
      </LocaleProvider>,
    );
    expect(screen.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/es');
  });
});
