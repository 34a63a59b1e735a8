import { describe, expect, it } from 'vitest';
import * as spanish from './es';
import * as english from './index';
import { expectOnlyKnownTargets, textOf } from './services.testing';

/** Every link of a value, in order: where it goes and how it opens (not its label). */
function targetsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(targetsOf);
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const own =
      typeof record.kind === 'string' && 'label' in record
        ? [`${record.kind} ${String(record.href ?? '')}`]
        : [];
    return [...own, ...Object.values(record).flatMap(targetsOf)];
  }
  return [];
}

/** Each translated page: [name, English, Spanish]. */
const translated = [
  ['faqPage', english.faqPage, spanish.faqPage],
  ['hoursPage', english.hoursPage, spanish.hoursPage],
  ['insurancePage', english.insurancePage, spanish.insurancePage],
  ['refillsPage', english.refillsPage, spanish.refillsPage],
  ['transfersPage', english.transfersPage, spanish.transfersPage],
  ['consultationsPage', english.consultationsPage, spanish.consultationsPage],
  ['medicationSyncPage', english.medicationSyncPage, spanish.medicationSyncPage],
] as const;

describe('the Spanish content of mf-services', () => {
  it.each(translated)(
    '%s links to the same pages and portals as the English, in order',
    (_, en, es) => {
      expectOnlyKnownTargets(es);
      expect(targetsOf(es)).toEqual(targetsOf(en));
      expect(textOf(es)).not.toEqual(textOf(en));
    },
  );

  it('keeps the facts: prices, lengths, hours and the medication sync rules', () => {
    expect(
      spanish.consultationTypes.map(({ priceUsd, durationMinutes }) => [priceUsd, durationMinutes]),
    ).toEqual(
      english.consultationTypes.map(({ priceUsd, durationMinutes }) => [priceUsd, durationMinutes]),
    );
    expect(spanish.walkInConsultationHours).toBe(english.walkInConsultationHours);
    expect(spanish.scheduledConsultationHours).toBe(english.scheduledConsultationHours);
    expect(textOf(spanish.medicationSyncPage)).toContain('suministro de 90 días');
    expect(textOf(spanish.faqPage)).toContain(
      'cierran el 25 de diciembre (navidad) y el 1 de enero (año nuevo)',
    );
  });

  it('fills the placeholders of its labels', () => {
    expect(spanish.hoursPage.callLabel.replace('{name}', 'Family Pharmacy')).toBe(
      'Llamar a Family Pharmacy',
    );
    expect(spanish.sectionLabels.legalDateLabels).toEqual({
      'Last updated': 'Última actualización',
      Effective: 'Vigente desde',
    });
  });
});
