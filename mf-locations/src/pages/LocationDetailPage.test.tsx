import { fireEvent, screen, within } from '@testing-library/react';
import {
  externalUrls,
  formatAddress,
  getLocation,
  languageAssistance,
  locationIds,
  mapsDirectionsUrl,
  mapsEmbedUrl,
  NoticesProvider,
  site,
} from 'shared-content';
import { telHref } from 'shared-content/logic';
import { renderAt, sectionLanguages } from 'test-kit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { locationDetails, locationsUi } from '../content';
import { section } from '../section';
import { disableIframeLoading } from '../test/noIframeLoading';
import LocationDetailPage from './LocationDetailPage';

const { inEnglish } = await sectionLanguages(section);

disableIframeLoading();

const sectionNamed = (name: string) => screen.getByRole('region', { name });

describe('LocationDetailPage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Wednesday 2026-11-18 14:00 in New Jersey
    vi.setSystemTime(new Date('2026-11-18T19:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it.each(locationIds)('%s: shows the facts, buttons, team, map and structured data', (id) => {
    const location = getLocation(id);
    const detail = locationDetails[id];
    renderAt(`/locations/${id}`, inEnglish(<LocationDetailPage id={id} />));

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(location.name);
    expect(document.title).toContain(location.name);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${site.origin}/locations/${id}`,
    );

    expect(screen.getAllByText(formatAddress(location.address)).length).toBeGreaterThan(0);
    expect(screen.getByText(location.fax)).toBeInTheDocument();
    expect(screen.getByText(location.ncpdpId)).toBeInTheDocument();
    expect(screen.getByText(`${location.rating.toFixed(1)} out of 5 stars`)).toBeInTheDocument();
    expect(screen.getByText(/^Open now · closes at/)).toBeInTheDocument();
    expect(screen.getByText("Closed all day on Christmas Day and New Year's Day.")).toBeVisible();
    expect(
      screen.getByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent === `Free language assistance: call ${languageAssistance.phone}.`,
      ),
    ).toBeVisible();

    expect(screen.getByRole('link', { name: 'Call Now' })).toHaveAttribute(
      'href',
      telHref(location.phone),
    );
    for (const link of screen.getAllByRole('link', { name: /^Get Directions/ })) {
      expect(link).toHaveAttribute('href', mapsDirectionsUrl(formatAddress(location.address)));
      expect(link).toHaveAttribute('target', '_blank');
    }
    for (const action of detail.actions) {
      const link = screen.getByRole('link', { name: new RegExp(`^${action.label}`) });
      if (action.kind === 'newTab') {
        expect(link).toHaveAttribute('href', action.href);
        expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      } else if (action.kind === 'route') {
        expect(link).toHaveAttribute('href', action.href);
      } else {
        expect(link).toHaveAttribute('href', telHref(location.phone));
      }
    }

    for (const service of location.services) {
      expect(within(sectionNamed('Services')).getByText(service)).toBeInTheDocument();
    }
    for (const section of detail.sections) {
      const region = within(sectionNamed(section.title));
      const texts = section.kind === 'list' ? section.items : section.cards.map((c) => c.title);
      for (const text of texts) expect(region.getByText(text)).toBeInTheDocument();
    }
    const team = within(sectionNamed(detail.team.title));
    expect(team.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      detail.team.members.map((member) => member.name),
    );

    // Nothing from the map provider until the visitor asks for the map.
    expect(document.querySelector('iframe')).toBeNull();
    const mapSection = sectionNamed(locationsUi.detail.mapHeading);
    expect(mapSection).toHaveTextContent(formatAddress(location.address));
    fireEvent.click(within(mapSection).getByRole('button', { name: locationsUi.detail.mapShow }));
    const map = screen.getByTitle(new RegExp(`^Map of ${location.name}`));
    expect(map).toHaveAttribute('src', mapsEmbedUrl(formatAddress(location.address)));
    expect(map).toHaveAttribute('loading', 'lazy');
    expect(map).toHaveFocus();

    expect(
      within(sectionNamed(detail.cta.title)).getByRole('link', { name: detail.cta.link.label }),
    ).toHaveAttribute('href', detail.cta.link.href);

    const script = document.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? '{}');
    expect(data).toMatchObject({
      '@type': 'Pharmacy',
      name: location.name,
      url: `${site.origin}/locations/${id}`,
      address: { streetAddress: location.address.street },
    });
    expect(data.specialOpeningHoursSpecification[0]).toMatchObject({
      name: 'Christmas Day',
      validFrom: '2026-12-25',
    });

    // The trail the page shows, and the same trail as a BreadcrumbList.
    const trail = screen.getByRole('navigation', { name: locationsUi.detail.breadcrumbLabel });
    const crumbs = within(trail)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    const { breadcrumbHome, breadcrumbLocations } = locationsUi.detail;
    expect(crumbs).toEqual([breadcrumbHome, breadcrumbLocations, location.name]);
    const scripts = [...document.querySelectorAll('script[type="application/ld+json"]')];
    const breadcrumbs = scripts
      .map((element) => JSON.parse(element.textContent ?? '{}'))
      .find((item) => item['@type'] === 'BreadcrumbList');
    expect(
      breadcrumbs.itemListElement.map((item: { name: string; item: string }) => [
        item.name,
        item.item,
      ]),
    ).toEqual([
      [breadcrumbHome, `${site.origin}/`],
      [breadcrumbLocations, `${site.origin}/locations`],
      [location.name, `${site.origin}/locations/${id}`],
    ]);
  });

  it('sends Request Refill and Transfer Prescription to the external portals', () => {
    renderAt('/locations/family', inEnglish(<LocationDetailPage id="family" />));
    expect(screen.getByRole('link', { name: /^Request Refill/ })).toHaveAttribute(
      'href',
      externalUrls.refillPortal,
    );
    expect(screen.getByRole('link', { name: /^Transfer Prescription/ })).toHaveAttribute(
      'href',
      externalUrls.transferPortal,
    );
  });

  it("shows the owner's closure in open-now, the changed hours and the structured data, for that location only", () => {
    const notices = {
      closures: [
        {
          id: 'snow',
          locations: ['parlin' as const],
          from: '2026-11-18',
          until: '2026-11-19',
          reason: { en: 'snowstorm' },
        },
      ],
      specialHours: [],
      alerts: [],
    };
    const { unmount } = renderAt(
      '/locations/parlin',
      <NoticesProvider value={notices}>
        {inEnglish(<LocationDetailPage id="parlin" />)}
      </NoticesProvider>,
    );
    expect(screen.getByText('Closed today: snowstorm · opens Friday at 9:00 AM')).toBeVisible();
    expect(screen.getByText('Changed hours coming up')).toBeVisible();
    expect(screen.getByText('Wednesday, November 18').closest('li')).toHaveTextContent(
      'Wednesday, November 18: Closed: snowstorm',
    );
    const data = JSON.parse(
      document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    );
    expect(data.specialOpeningHoursSpecification[0]).toMatchObject({
      name: 'snowstorm',
      opens: '00:00',
      closes: '00:00',
      validFrom: '2026-11-18',
    });
    unmount();

    renderAt(
      '/locations/family',
      <NoticesProvider value={notices}>
        {inEnglish(<LocationDetailPage id="family" />)}
      </NoticesProvider>,
    );
    expect(screen.getByText(/^Open now · closes at/)).toBeVisible();
    expect(screen.queryByText('Changed hours coming up')).toBeNull();
  });
});
