import { describe, expect, it } from 'vitest';
import { getLocation } from '../../site/locations';
import { pageRoutes, pathsOwnedBy } from '../../testing/pages';
import { medpackHowItWorks, medpackPage } from './medpack';
import { medpackHowItWorks as howItWorksSchema, medpackPage as pageSchema } from './medpack.schema';

const routePaths = pageRoutes.map((route) => route.path);

describe('MedPack content', () => {
  it('parses with its schemas', () => {
    expect(pageSchema.parse(medpackPage)).toEqual(medpackPage);
    expect(howItWorksSchema.parse(medpackHowItWorks)).toEqual(medpackHowItWorks);
  });

  it('says what MedPack is: monthly packets, free delivery, Outpatient only, normal copay', () => {
    const text = medpackPage.about.highlights
      .map((item) => `${item.title} ${item.description}`)
      .join(' ');
    expect(text).toMatch(/monthly pre-sorted dose packets/i);
    expect(text).toMatch(/free delivery/i);
    expect(text).toMatch(/Outpatient location only/i);
    expect(text).toMatch(/normal insurance copay/i);
  });

  it('sends the contact section to the Outpatient location under #contact', () => {
    expect(medpackPage.contact.id).toBe('contact');
    expect(medpackPage.contact.locationId).toBe('outpatient');
    expect(getLocation(medpackPage.contact.locationId).address.city).toBe('Browns Mills');
    expect(medpackPage.howItWorksLink.href).toBe('/medpack/how-it-works');
  });

  it('has four steps and a first month of four stretches, days 1 to 10 without gaps', () => {
    expect(medpackHowItWorks.steps.items).toHaveLength(4);
    const entries = medpackHowItWorks.timeline.entries;
    expect(entries.map((entry) => [entry.from, entry.to, entry.title])).toEqual([
      [1, 2, 'Call and setup'],
      [3, 5, 'Transfer'],
      [6, 8, 'Preparation'],
      [9, 10, 'First delivery'],
    ]);
  });

  it('links only to routed pages: /locations and /medpack', () => {
    expect(medpackHowItWorks.links.map((link) => link.href)).toEqual(['/locations', '/medpack']);
    for (const link of [...medpackHowItWorks.links, medpackPage.howItWorksLink]) {
      expect(routePaths).toContain(link.href);
    }
    expect(pathsOwnedBy('mf-medpack')).toContain(medpackPage.howItWorksLink.href);
  });
});
