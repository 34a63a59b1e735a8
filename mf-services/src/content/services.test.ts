import { externalUrls } from 'shared-content';
import { describe, expect, it } from 'vitest';
import {
  consultationsPage,
  consultationTypes,
  medicationSyncPage,
  refillsPage,
  scheduledConsultationHours,
  transfersPage,
  walkInConsultationHours,
} from './services';
import { contentPage, offer } from './services.schema';
import { expectOnlyKnownTargets, textOf } from './services.testing';

const pages = { refillsPage, transfersPage, consultationsPage, medicationSyncPage };

const section = (page: typeof refillsPage, kind: string) =>
  page.sections.filter((block) => block.kind === kind);

const stepsOf = (page: typeof refillsPage) =>
  section(page, 'steps').flatMap((block) => (block.kind === 'steps' ? block.steps : []));

const actionsOf = (page: typeof refillsPage) => [
  ...(page.actions ?? []),
  ...page.sections.flatMap((block) => (block.kind === 'actions' ? block.actions : [])),
];

describe('services pages content', () => {
  it.each(Object.entries(pages))('%s matches the content page schema', (_, page) => {
    expect(() => contentPage.parse(page)).not.toThrow();
    expectOnlyKnownTargets(page);
  });

  it('gives each page its own title, heading and description', () => {
    const metas = Object.values(pages).map((page) => page.meta);
    expect(new Set(metas.map((meta) => meta.title)).size).toBe(metas.length);
    expect(new Set(metas.map((meta) => meta.description)).size).toBe(metas.length);
  });

  it('refills: 4 steps, refill options, Start Refill Request to the refill portal', () => {
    expect(stepsOf(refillsPage)).toHaveLength(4);
    expect(refillsPage.sections.some((block) => block.id === 'refill-options')).toBe(true);
    expect(refillsPage.actions).toContainEqual({
      kind: 'newTab',
      label: 'Start Refill Request',
      href: externalUrls.refillPortal,
    });
    expect(textOf(refillsPage)).toContain('15-30 minutes');
  });

  it('transfers: 4 steps, what to have ready, free and usually within 24 hours', () => {
    expect(stepsOf(transfersPage)).toHaveLength(4);
    const ready = transfersPage.sections.find((block) => block.id === 'what-to-have-ready');
    expect(ready?.kind === 'text' && ready.items?.length).toBeGreaterThanOrEqual(3);
    const benefits = textOf(transfersPage.sections.find((block) => block.id === 'benefits'));
    expect(benefits).toContain('free');
    expect(benefits).toContain('within 24 hours');
    expect(transfersPage.actions).toContainEqual({
      kind: 'newTab',
      label: 'Start Transfer Request',
      href: externalUrls.transferPortal,
    });
  });

  it('consultations: the three types at their prices and lengths', () => {
    for (const type of consultationTypes) offer.parse(type);
    expect(
      consultationTypes.map(({ priceUsd, durationMinutes }) => [priceUsd, durationMinutes]),
    ).toEqual([
      [25, 15],
      [50, 30],
      [75, 45],
    ]);
    expect(consultationTypes.map((type) => type.name)).toEqual([
      'Basic Consultation',
      'Comprehensive Medication Review',
      'Chronic Care Plan',
    ]);
  });

  it('consultations: walk-in Mon-Fri 9-6, Sat 9-2, Sun closed; scheduled 9-7, 9-4, 10-2', () => {
    expect(walkInConsultationHours).toEqual({
      weekdays: { opens: '09:00', closes: '18:00' },
      saturday: { opens: '09:00', closes: '14:00' },
      sunday: null,
    });
    expect(scheduledConsultationHours).toEqual({
      weekdays: { opens: '09:00', closes: '19:00' },
      saturday: { opens: '09:00', closes: '16:00' },
      sunday: { opens: '10:00', closes: '14:00' },
    });
    const hours = section(consultationsPage, 'hours')[0];
    expect(hours?.kind === 'hours' && hours.schedules.map((s) => s.hours)).toEqual([
      walkInConsultationHours,
      scheduledConsultationHours,
    ]);
  });

  it('consultations: Schedule Online (scheduling portal) and Call to Book (any of the four)', () => {
    const actions = actionsOf(consultationsPage);
    expect(actions).toContainEqual({
      kind: 'newTab',
      label: 'Schedule Online',
      href: externalUrls.scheduling,
    });
    // Every pharmacy consults: the call offers all four, not Family Pharmacy's alone.
    expect(actions).toContainEqual({ kind: 'phones', label: 'Call to Book' });
  });

  it('medication sync: benefits, 4 steps, 3+ medications, 90-day supply, locations', () => {
    expect(stepsOf(medicationSyncPage)).toHaveLength(4);
    const ids = medicationSyncPage.sections.map((block) => block.id);
    expect(ids).toEqual(
      expect.arrayContaining(['benefits', 'how-it-works', 'who-benefits', 'requirements']),
    );
    expect(textOf(medicationSyncPage.sections.find((b) => b.id === 'who-benefits'))).toContain(
      '3 or more maintenance medications',
    );
    expect(textOf(medicationSyncPage.sections.find((b) => b.id === 'requirements'))).toContain(
      '90-day supply',
    );
    expect(section(medicationSyncPage, 'locations')).toHaveLength(1);
  });

  it('rejects a step list that is not a list of titled steps, naming the path', () => {
    const broken = {
      ...refillsPage,
      sections: [{ kind: 'steps', id: 'x', title: 'Steps', steps: [{ title: '' }] }],
    };
    const result = contentPage.safeParse(broken);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path.slice(0, 3)).toEqual(['sections', 0, 'steps']);
  });
});
