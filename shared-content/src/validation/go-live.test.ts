import { describe, expect, it } from 'vitest';
import { locations } from '../site/locations';
import {
  awaitingReview,
  dataPlaceholders,
  placeholdersIn,
  sampleLists,
  unconfirmedFacts,
} from './go-live';

describe('go-live check', () => {
  it('finds 555-01xx numbers, .example hosts and e-mails, and fictional names', () => {
    const text =
      'Call (908) 555-0101 or 732-555-0199, mail info@pharmacy.example, see https://portal.pharmacy.example/x – Hometown Pharmacy Group';
    expect(placeholdersIn(text, 'here').map((item) => [item.value, item.reason])).toEqual([
      ['(908) 555-0101', 'a fictional 555-01xx number'],
      ['732-555-0199', 'a fictional 555-01xx number'],
      ['info@pharmacy.example', 'an e-mail at a .example host'],
      ['https://portal.pharmacy.example', 'a .example host'],
      ['Hometown Pharmacy Group', 'the fictional group name'],
    ]);
  });

  it('lets real numbers, hosts and addresses through', () => {
    expect(
      placeholdersIn(
        'Call (732) 555-2300 or (908) 486-0101, info@linden-rx.com, https://x.com/',
        'here',
      ),
    ).toEqual([]);
  });

  it('names where each placeholder is, by entry and field', () => {
    const found = dataPlaceholders([{ file: 'locations.ts', name: 'locations', data: locations }]);
    expect(found).toContainEqual({
      value: '(732) 555-0103',
      reason: 'a fictional 555-01xx number',
      where: 'locations.ts: parlin.phone',
    });
    const realPhones = locations.map((entry, index) => ({
      ...entry,
      phone: `(732) 721-${String(1000 + index)}`,
      fax: `(732) 721-${String(2000 + index)}`,
      ncpdpId: String(3_500_000 + index),
      email: `${entry.id}@hometown-pharmacies.com`,
    }));
    expect(
      dataPlaceholders([{ file: 'locations.ts', name: 'locations', data: realPhones }]),
    ).toEqual([]);
  });

  it('counts the lists still marked as samples, and none once replaced', () => {
    const list = (name: string, isSample: boolean) => ({
      list: name,
      count: 12,
      isSample,
      where: `samples.ts: sampleContent.${name}`,
    });
    expect(sampleLists([list('testimonials', true), list('reviews', false)])).toEqual([
      {
        value: '12 testimonials',
        reason: 'sample testimonials, written for this site',
        where: 'samples.ts: sampleContent.testimonials',
      },
    ]);
    expect(sampleLists([list('testimonials', false), list('reviews', false)])).toEqual([]);
  });

  it('lists the translated legal texts until the owner marks them reviewed', () => {
    const text = (reviewed: boolean) => ({
      what: 'Spanish translation of the Notice of Privacy Practices',
      where: 'mf-services/src/content/legal.es.ts: legalTranslationReview.hipaa.reviewed',
      reviewed,
    });
    expect(awaitingReview([text(false)])).toEqual([
      {
        value: 'Spanish translation of the Notice of Privacy Practices',
        reason: "awaiting the owner's legal review",
        where: 'mf-services/src/content/legal.es.ts: legalTranslationReview.hipaa.reviewed',
      },
    ]);
    expect(awaitingReview([text(true)])).toEqual([]);
  });

  it('lists the Spanish heading and lead `pnpm new:remote` leaves, not the law\'s "Sección 1557"', () => {
    const scaffold = {
      page: { heading: 'Sección Pet Care', lead: 'Una nueva sección del sitio.' },
    };
    expect(
      dataPlaceholders([{ file: 'pet-care.es.ts', name: 'petCarePage', data: scaffold }]).map(
        (item) => [item.value, item.where],
      ),
    ).toEqual([
      ['Sección Pet Care', 'pet-care.es.ts: petCarePage.page.heading'],
      ['Una nueva sección del sitio.', 'pet-care.es.ts: petCarePage.page.lead'],
    ]);
    expect(placeholdersIn('Sección 1557 de la Ley de Cuidado de Salud Asequible', 'here')).toEqual(
      [],
    );
    expect(placeholdersIn('Cuidado en la sección de farmacia', 'here')).toEqual([]);
  });

  it('lists whether the staff speak Spanish until the owner says yes or no', () => {
    expect(unconfirmedFacts({ staffSpeakSpanish: null })).toEqual([
      expect.objectContaining({
        where: 'shared-content/src/site/locations.ts: languageAssistance.staffSpeakSpanish',
      }),
    ]);
    expect(unconfirmedFacts({ staffSpeakSpanish: true })).toEqual([]);
    expect(unconfirmedFacts({ staffSpeakSpanish: false })).toEqual([]);
  });
});
