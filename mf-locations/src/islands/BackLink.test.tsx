import { fireEvent, screen } from '@testing-library/react';
import { renderAt } from 'test-kit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { locationsUi } from '../content';
import { English, Spanish } from '../test/content';
import { BackLink } from './BackLink';

const label = locationsUi.detail.backToLocations.label;

/** The page before this one in the tab, as the browser gives it. */
function cameFrom(referrer: string) {
  vi.spyOn(document, 'referrer', 'get').mockReturnValue(referrer);
  vi.spyOn(window.history, 'length', 'get').mockReturnValue(2);
  return vi.spyOn(window.history, 'back').mockImplementation(() => {});
}

/** Clicks the link; true when the browser would have followed it (a page load). */
const clickFollows = (link: HTMLElement) => fireEvent.click(link, { button: 0 });

afterEach(() => vi.restoreAllMocks());

describe('BackLink', () => {
  it('is a link to the list, in the page language, that works without script', () => {
    renderAt(
      '/locations/parlin',
      <English>
        <BackLink />
      </English>,
    );
    expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', '/locations');
  });

  it('links to the Spanish list on a Spanish page', () => {
    renderAt(
      '/locations/parlin',
      <Spanish>
        <BackLink />
      </Spanish>,
      { lang: 'es' },
    );
    expect(screen.getByRole('link', { name: /Volver a las farmacias/ })).toHaveAttribute(
      'href',
      '/es/locations',
    );
  });

  it('goes back in history to the list the visitor came from (keeping its filter)', () => {
    const back = cameFrom(`${window.location.origin}/locations?pharmacy=parlin`);
    renderAt(
      '/locations/parlin',
      <English>
        <BackLink />
      </English>,
    );
    expect(clickFollows(screen.getByRole('link', { name: label }))).toBe(false);
    expect(back).toHaveBeenCalledOnce();
  });

  it('follows the link when the visitor came from elsewhere', () => {
    const back = cameFrom(`${window.location.origin}/locations/map`);
    renderAt(
      '/locations/parlin',
      <English>
        <BackLink />
      </English>,
    );
    expect(clickFollows(screen.getByRole('link', { name: label }))).toBe(true);
    expect(back).not.toHaveBeenCalled();
  });
});
