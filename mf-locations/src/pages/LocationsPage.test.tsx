import { screen, within } from '@testing-library/react';
import { getLocation, locations } from 'shared-content';
import { telHref } from 'shared-content/logic';
import { renderAt, sectionLanguages } from 'test-kit';
import { describe, expect, it } from 'vitest';
import { locationsUi } from '../content';
import { section } from '../section';
import LocationsPage from './LocationsPage';

const { inEnglish } = await sectionLanguages(section);

const cardHeadings = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const cardOf = (name: string) => {
  const card = screen.getByRole('heading', { level: 3, name }).closest('li');
  if (!card) throw new Error(`no card for ${name}`);
  return card;
};

describe('LocationsPage', () => {
  it('shows every location as a card with its facts and buttons', () => {
    renderAt('/locations', inEnglish(<LocationsPage />));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      locationsUi.listPage.heading,
    );
    expect(cardHeadings()).toEqual(locations.map((location) => location.name));
    const parlin = getLocation('parlin');
    const card = within(cardOf(parlin.name));
    expect(card.getByText(parlin.address.street, { exact: false })).toBeInTheDocument();
    expect(card.getByRole('link', { name: parlin.phone })).toHaveAttribute(
      'href',
      telHref(parlin.phone),
    );
    expect(card.getByText(parlin.fax)).toBeInTheDocument();
    expect(card.getByRole('table')).toHaveTextContent('9:00 AM – 7:00 PM');
    for (const service of parlin.services) expect(card.getByText(service)).toBeInTheDocument();
    expect(card.getByRole('link', { name: /^Call Now/ })).toHaveAttribute(
      'href',
      telHref(parlin.phone),
    );
    expect(card.getByRole('link', { name: /^Get Directions/ })).toHaveAttribute('target', '_blank');
    expect(card.getByRole('link', { name: /^Directions/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    for (const [label, href] of [
      ['Refill Rx', '/api/refill'],
      ['Transfer Rx', '/api/transfer'],
      ['Schedule Delivery', '/api/delivery'],
    ] as const) {
      const link = card.getByRole('link', { name: new RegExp(`^${label}`) });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
    }
  });

  it('filters to the chosen location, highlighted, and show all restores four', async () => {
    const { user } = renderAt('/locations', inEnglish(<LocationsPage />));
    const filter = screen.getByRole('combobox', { name: locationsUi.listPage.filterLabel });
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Showing all 4 locations');

    await user.selectOptions(filter, 'parlin');
    expect(cardHeadings()).toEqual(['Parlin Pharmacy']);
    expect(cardOf('Parlin Pharmacy')).toHaveAttribute('aria-current', 'true');
    expect(status).toHaveTextContent('Showing 1 location: Parlin Pharmacy');

    await user.selectOptions(filter, locationsUi.listPage.allOption);
    expect(cardHeadings()).toHaveLength(4);
    for (const location of locations) {
      expect(cardOf(location.name)).not.toHaveAttribute('aria-current');
    }
    expect(status).toHaveTextContent('Showing all 4 locations');
  });

  it('takes the choice from the address, as the server renders /locations?pharmacy=parlin', () => {
    renderAt('/locations?pharmacy=parlin&utm_source=mail', inEnglish(<LocationsPage />));
    expect(cardHeadings()).toEqual(['Parlin Pharmacy']);
    const filter = screen.getByRole('combobox', { name: locationsUi.listPage.filterLabel });
    expect(filter).toHaveValue('parlin');
    expect(filter).toHaveAttribute('name', 'pharmacy');
    // A plain GET form: its button works before (and without) the page's script.
    const form = filter.closest('form');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/locations');
    expect(
      screen.getByRole('button', { name: locationsUi.listPage.filterSubmit }),
    ).not.toBeDisabled();
  });

  it('shows every location for an unknown choice', () => {
    renderAt('/locations?pharmacy=nowhere', inEnglish(<LocationsPage />));
    expect(cardHeadings()).toHaveLength(locations.length);
  });
});
