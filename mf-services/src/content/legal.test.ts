import { emails, getLocation, locations } from 'shared-content';
import { describe, expect, it } from 'vitest';
import { awaitingReview } from './checks';
import { legalDocuments } from './legal';
import { legalDocuments as legalDocumentsEs } from './legal.es';
import { legalAdditionsReview } from './legal.review';
import { legalDocuments as legalSchema } from './legal.schema';
import { expectOnlyKnownTargets, textOf } from './services.testing';

const { privacy, terms, hipaa, accessibility } = legalDocuments;
const family = getLocation('family');

const sectionText = (doc: typeof hipaa, id: string) =>
  textOf(doc.sections.find((section) => section.id === id));

const links = (doc: typeof hipaa) => JSON.stringify(doc).match(/"href":"[^"]+"/g) ?? [];

describe('legal documents', () => {
  it('match the schema and link only to real pages, phones and addresses', () => {
    expect(() => legalSchema.parse(legalDocuments)).not.toThrow();
    expectOnlyKnownTargets(legalDocuments);
  });

  it('carry their publication dates', () => {
    expect([privacy, terms, hipaa, accessibility].map((doc) => [doc.dateLabel, doc.date])).toEqual([
      ['Last updated', '2024-01-01'],
      ['Last updated', '2025-06-22'],
      ['Effective', '2025-01-01'],
      ['Last updated', '2025-01-01'],
    ]);
  });

  it('privacy links to /legal/hipaa, terms to /legal/privacy', () => {
    expect(links(privacy)).toContain('"href":"/legal/hipaa"');
    expect(links(terms)).toContain('"href":"/legal/privacy"');
  });

  it('HIPAA notice: uses, rights, safeguards, complaints, changes', () => {
    const uses = hipaa.sections.find((section) => section.id === 'use-and-disclosure');
    expect(uses?.subsections?.map((sub) => sub.heading)).toEqual(
      expect.arrayContaining(['Treatment', 'Payment', 'Healthcare operations']),
    );
    const rights = sectionText(hipaa, 'your-rights');
    for (const right of [
      'inspect and copy',
      'amend',
      'accounting of disclosures',
      'request restrictions',
    ]) {
      expect(rights).toContain(right);
    }
    const safeguards = sectionText(hipaa, 'security-safeguards');
    for (const kind of ['physical', 'electronic', 'administrative'])
      expect(safeguards).toContain(kind);
    const complaints = hipaa.sections.find((section) => section.id === 'complaints');
    expect(complaints?.blocks).toContainEqual(
      expect.objectContaining({
        type: 'contact',
        email: emails.privacy,
        phone: family.phone,
        address: expect.stringContaining(family.address.street),
      }),
    );
    expect(sectionText(hipaa, 'complaints')).toContain('not retaliate');
    expect(hipaa.sections.some((section) => section.id === 'changes')).toBe(true);
  });

  it('accessibility: the four support areas, assistive technology, WCAG 2.1 AA, feedback in 5 business days, 200% text', () => {
    const features = accessibility.sections.find((section) => section.id === 'features');
    expect(features?.subsections?.map((sub) => sub.heading)).toEqual([
      'Visual',
      'Navigation',
      'Keyboard and motor',
      'Audio and cognitive support',
    ]);
    expect(accessibility.sections.some((s) => s.id === 'assistive-technology')).toBe(true);
    expect(sectionText(accessibility, 'conformance')).toContain('wcag) 2.1, level aa');
    const feedback = accessibility.sections.find((section) => section.id === 'feedback');
    expect(feedback?.blocks).toContainEqual(
      expect.objectContaining({
        type: 'contact',
        email: emails.accessibility,
        phone: family.phone,
      }),
    );
    expect(sectionText(accessibility, 'feedback')).toContain('within 5 business days');
    expect(textOf(accessibility)).toContain('200%');
  });
});

describe('nondiscrimination and language assistance notice', () => {
  const notice = legalDocuments.nondiscrimination;
  const taglineItems = notice.sections.flatMap((section) =>
    section.blocks.flatMap((block) => (block.type === 'taglines' ? block.items : [])),
  );

  it('is marked for the owner’s legal review', () => {
    expect(notice.legalReview).toBe('pending owner legal review');
  });

  it('offers taglines in English and the 15 languages most spoken in New Jersey, each tagged', () => {
    expect(taglineItems.map((item) => item.language)).toEqual([
      'English',
      'Spanish',
      'Chinese',
      'Portuguese',
      'Korean',
      'Gujarati',
      'Tagalog',
      'Arabic',
      'Italian',
      'Polish',
      'Hindi',
      'Russian',
      'Haitian Creole',
      'Vietnamese',
      'Urdu',
      'French',
    ]);
    expect(new Set(taglineItems.map((item) => item.lang)).size).toBe(16);
    const rtl = taglineItems.filter((item) => item.dir === 'rtl').map((item) => item.lang);
    expect(rtl).toEqual(['ar', 'ur']);
  });

  it('states the policy, the free help, how to ask (all four phones) and how to complain', () => {
    const text = JSON.stringify(notice);
    expect(text).toContain('does not discriminate on the basis of race, color, national origin');
    expect(text).toContain('sign language interpreters');
    for (const location of locations) expect(text).toContain(location.phone);
    expect(text).toContain('Office for Civil Rights');
  });
});

describe('what the current rules expect, in both languages, listed for legal review', () => {
  const documents = { en: legalDocuments, es: legalDocumentsEs };
  const expected = {
    en: {
      confidential: 'request confidential communications',
      authorization: [
        'written authorization',
        'marketing',
        'sell your information',
        'psychotherapy notes',
      ],
      modifications: 'makes reasonable modifications',
    },
    es: {
      confidential: 'solicitar comunicaciones confidenciales',
      authorization: [
        'autorización por escrito',
        'mercadeo',
        'vender su información',
        'notas de psicoterapia',
      ],
      modifications: 'hace modificaciones razonables',
    },
  } as const;

  it.each(['en', 'es'] as const)(
    'HIPAA: confidential communications, written authorization (%s)',
    (lang) => {
      const hipaaIn = documents[lang].hipaa;
      expect(sectionText(hipaaIn, 'your-rights')).toContain(expected[lang].confidential);
      const uses = sectionText(hipaaIn, 'use-and-disclosure');
      for (const words of expected[lang].authorization) expect(uses).toContain(words);
    },
  );

  it.each(['en', 'es'] as const)('nondiscrimination: reasonable modifications (%s)', (lang) => {
    expect(sectionText(documents[lang].nondiscrimination, 'free-help')).toContain(
      expected[lang].modifications,
    );
  });

  it('keeps a grievance to our coordinator apart from a complaint to HHS in Spanish', () => {
    const complaints = documents.es.nondiscrimination.sections.find(
      (section) => section.id === 'complaints',
    );
    const [grievance, , complaint] = complaints?.blocks ?? [];
    expect(textOf(grievance)).toContain('un reclamo (queja formal) ante nuestro coordinador');
    expect(textOf(grievance)).not.toMatch(/\bqueja\b(?! formal)/);
    expect(textOf(complaint)).toContain('queja de derechos civiles');
  });

  it('addresses letters to the officer in each language, the English Attn beside the Spanish', () => {
    const contactIn = (lang: 'en' | 'es') =>
      documents[lang].hipaa.sections
        .flatMap((section) => section.blocks)
        .find((block) => block.type === 'contact');
    expect(contactIn('en')).toMatchObject({
      address: expect.stringContaining(', Attn: Privacy Officer, '),
    });
    expect(contactIn('es')).toMatchObject({
      address: expect.stringContaining(
        ', A la atención de: Oficial de privacidad (Attn: Privacy Officer), ',
      ),
    });
  });

  it('lists each added paragraph for the owner’s legal review until it is marked reviewed', () => {
    const listed = awaitingReview.map((entry) => entry.where);
    for (const key of Object.keys(legalAdditionsReview)) {
      expect(listed).toContain(
        `mf-services/src/content/legal.review.ts: legalAdditionsReview.${key}.reviewed`,
      );
    }
    expect(Object.values(legalAdditionsReview).every((entry) => !entry.reviewed)).toBe(true);
  });
});
