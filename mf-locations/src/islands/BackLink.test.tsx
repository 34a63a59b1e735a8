import { fireEvent, screen } from '@testing-library/react';
import { renderAt, sectionLanguages } from 'test-kit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { locationsUi } from '../content';
import { section } from '../section';
import { BackLink } from './BackLink';

const { inEnglish, inSpanish } = await sectionLanguages(section);

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
    renderAt('/locations/parlin', inEnglish(<BackLink />));
    expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', '/locations');
  });

  it('links to the Spanish list on a Spanish page', () => {
    renderAt('/locations/parlin', inSpanish(<BackLink />), { lang: 'es' });
    expect(screen.getByRole('link', { name: /Volver a las farmacias/ })).toHaveAttribute(
      'href',
      '/es/locations',
    );
  });

  it('goes back in history to the list the visitor came from (keeping its filter)', () => {
    const back = cameFrom(`${window.location.origin}/locations?pharmacy=parlin`);
    renderAt('/locations/parlin', inEnglish(<BackLink />));
    expect(clickFollows(screen.getByRole('link', { name: label }))).toBe(false);
    expect(back).toHaveBeenCalledOnce();
  });

  it('follows the link when the visitor came from elsewhere', () => {
    const back = cameFrom(`${window.location.origin}/locations/map`);
    renderAt('/locations/parlin', inEnglish(<BackLink />));
    expect(clickFollows(screen.getByRole('link', { name: label }))).toBe(true);
    expect(back).not.toHaveBeenCalled();
  });
});
