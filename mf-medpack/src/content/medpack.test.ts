import { getLocation, routesOf } from 'shared-content';
import { describe, expect, it } from 'vitest';
import { section } from '../section';
import { medpackHowItWorks, medpackPage } from './medpack';
import { medpackHowItWorks as howItWorksSchema, medpackPage as pageSchema } from './medpack.schema';

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

  // tests/site/links.test.ts checks that every link goes to a declared page.
  it('links to /locations and /medpack, a page of this section', () => {
    expect(medpackHowItWorks.links.map((link) => link.href)).toEqual(['/locations', '/medpack']);
    const ownPaths = routesOf('mf-medpack', section.declaration).map((route) => route.path);
    expect(ownPaths).toContain(medpackPage.howItWorksLink.href);
  });
});
