import { externalUrls, locations, teamAt } from 'shared-content';
import { locationId } from 'shared-content/schemas';
import { describe, expect, it } from 'vitest';
import { locationDetails, locationsUi as ui } from './location-details';
import { locationDetails as detailsSchema, locationsUi } from './location-details.schema';

const sectionOf = (id: keyof typeof locationDetails, sectionId: string) =>
  locationDetails[id].sections.find((section) => section.id === sectionId);

const sectionTexts = (id: keyof typeof locationDetails, sectionId: string) => {
  const section = sectionOf(id, sectionId);
  if (!section) throw new Error(`${id} has no section ${sectionId}`);
  return section.kind === 'list' ? section.items : section.cards.map((card) => card.title);
};

describe('location details', () => {
  it('parse with the schema, one entry per location, keyed by its own id', () => {
    const parsed = detailsSchema.parse(locationDetails);
    expect(Object.keys(parsed).sort()).toEqual([...locationId.options].sort());
    for (const [key, detail] of Object.entries(parsed)) expect(detail.id).toBe(key);
  });

  it('parse the page copy and labels with the schema', () => {
    expect(() => locationsUi.parse(ui)).not.toThrow();
    expect(ui.card.portalActions.map((action) => action.href)).toEqual([
      '/api/refill',
      '/api/transfer',
      '/api/delivery',
    ]);
    expect(ui.card.portalActions.map((action) => action.label)).toEqual([
      'Refill Rx',
      'Transfer Rx',
      'Schedule Delivery',
    ]);
    expect(ui.mapPage.back.href).toBe('/locations');
  });

  it('send each call to action to its service page', () => {
    expect(locationDetails.family.cta.link.href).toBe('/services/refills');
    expect(locationDetails.specialty.cta.link.href).toBe('/services/transfers');
    expect(locationDetails.parlin.cta.link.href).toBe('/services/refills');
    expect(locationDetails.outpatient.cta.link.href).toBe('/services/transfers');
  });

  it('give each location its buttons: portals in a new tab, vaccine page, a call', () => {
    const actions = (id: keyof typeof locationDetails) =>
      locationDetails[id].actions.map((action) => [
        action.label,
        action.kind === 'newTab' || action.kind === 'route'
          ? action.href
          : action.kind === 'tel'
            ? 'call'
            : action.kind,
      ]);
    const refill = ['Request Refill', externalUrls.refillPortal];
    const transfer = ['Transfer Prescription', externalUrls.transferPortal];
    expect(actions('family')).toEqual([refill, transfer, ['Schedule Vaccine', '/features']]);
    expect(actions('specialty')).toEqual([refill, transfer, ['Consult Pharmacist', 'call']]);
    expect(actions('parlin')).toEqual([refill, transfer]);
    expect(actions('outpatient')).toEqual([refill, transfer, ['Schedule Vaccine', '/features']]);
  });

  it('list the specialty areas, medications and support services, each once', () => {
    const lists = [
      ['specialty-areas', 6],
      ['specialty-medications', 10],
      ['support-services', 5],
    ] as const;
    for (const [sectionId, count] of lists) {
      const items = sectionTexts('specialty', sectionId);
      expect(items, sectionId).toHaveLength(count);
      expect(new Set(items).size, `${sectionId} repeats an item`).toBe(count);
    }
  });

  it('give Parlin its convenience, communities and programs', () => {
    expect(sectionTexts('parlin', 'convenience')).toEqual([
      'Drive-through and curbside',
      'MedPack synchronization and packaging',
    ]);
    expect(sectionTexts('parlin', 'communities')).toEqual([
      'Parlin',
      'Sayreville',
      'Old Bridge',
      'South Amboy',
      'Perth Amboy',
      'East Brunswick',
    ]);
    expect(sectionTexts('parlin', 'health-programs')).toEqual([
      'Medicare Part D consultation',
      'Diabetes management',
      'Blood pressure monitoring',
      'Medication therapy management',
    ]);
  });

  it('give Outpatient its services grid, partnerships, Burlington County areas and awards', () => {
    expect(sectionTexts('outpatient', 'outpatient-services')).toEqual(
      expect.arrayContaining([
        'Post-surgical and discharge prescriptions',
        'Free delivery',
        'Clinical consultations',
      ]),
    );
    expect(sectionTexts('outpatient', 'healthcare-partnerships').length).toBeGreaterThan(0);
    expect(sectionTexts('outpatient', 'service-areas')).toContain('Browns Mills');
    expect(sectionTexts('outpatient', 'awards').length).toBeGreaterThan(0);
    expect(locationDetails.outpatient.team.title).toMatch(/clinical team/i);
  });

  it('keep section ids unique on a page and team names fictional and unique', () => {
    for (const detail of Object.values(locationDetails)) {
      const ids = detail.sections.map((section) => section.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
    const names = Object.values(locationDetails).flatMap((detail) =>
      detail.team.members.map((member) => member.name),
    );
    expect(new Set(names).size).toBe(names.length);
  });

  it('cover every location of the list', () => {
    expect(locations.map((location) => location.id).sort()).toEqual(
      Object.keys(locationDetails).sort(),
    );
  });

  it("show each pharmacy's team from the one staff list", () => {
    for (const location of locations) {
      expect(teamAt(location.id).length).toBeGreaterThanOrEqual(2);
      expect(locationDetails[location.id].team.members).toEqual(teamAt(location.id));
    }
  });
});
