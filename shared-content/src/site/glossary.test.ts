import { describe, expect, it } from 'vitest';
import { spanish } from '../logic/hoursText.es';
import { avoidedSpanishTerms, glossary } from './glossary';
import { siteText as spanishChrome } from './siteText.es';

const spanishFor = (en: string) => glossary.find((term) => term.en === en);

describe('the Spanish glossary', () => {
  it('gives one Spanish word per English term, and never avoids its own choice', () => {
    const english = glossary.map((term) => term.en.toLowerCase());
    expect(new Set(english).size).toBe(english.length);
    for (const term of glossary) {
      expect(term.avoid ?? []).not.toContain(term.es);
    }
  });

  it('is followed by the shared hours texts', () => {
    const { closed, today, tomorrow, closedNow } = spanish;
    const texts = [closed, today, tomorrow, closedNow, spanish.openNow('7:00 p.m.')];
    for (const text of texts) {
      for (const avoided of avoidedSpanishTerms) expect(text.toLowerCase()).not.toContain(avoided);
    }
    expect(spanish.openNow('7:00 p.m.').toLowerCase()).toContain(
      glossary.find((term) => term.en === 'open now')?.es,
    );
  });

  it('fixes the terms of a US pharmacy in Spanish, as Medicare and the large chains write them', () => {
    expect(spanishFor('specialty pharmacy')?.es).toBe('farmacia de especialidad');
    expect(spanishFor('specialty pharmacy')?.avoid).toContain('farmacia especializada');
    expect(spanishFor('adherence')?.es).toBe('adherencia al tratamiento');
    expect(spanishFor('maintenance medication')?.es).toBe('medicamento de mantenimiento');
    expect(spanishFor('maintenance medication')?.avoid).toContain('de uso continuo');
    expect(spanishFor('medication therapy management')?.es).toBe(
      'manejo de terapia de medicamentos (MTM)',
    );
    expect(spanishFor('prior authorization')?.es).toBe('autorización previa');
    expect(spanishFor('book an appointment')?.es).toBe('hacer una cita');
    expect(spanishFor('book an appointment')?.avoid).toContain('reservar una vacuna');
    expect(spanishFor('flu shot')?.note).toContain('vacuna contra la gripe (influenza)');
    expect(spanishFor('Medicare Part D')?.es).toBe('la Parte D de Medicare');
    expect(spanishFor('free delivery')?.avoid).toContain('entrega local gratis');
    // Transfers: "traslado" is the site's word; "transferir una receta" is allowed beside it.
    expect(spanishFor('prescription transfer')?.note).toContain('transferir una receta');
    expect(avoidedSpanishTerms).not.toContain('transferir una receta');
    expect(avoidedSpanishTerms).not.toContain('transferencia de receta');
  });

  it('records where "ayuda con el idioma" and "asistencia lingüística" each go, and the chrome follows', () => {
    expect(spanishFor('language help')?.note).toMatch(/footer, contact page, locations/);
    expect(spanishFor('language assistance (legal notice)')?.es).toBe('asistencia lingüística');
    expect(spanishFor('language assistance (legal notice)')?.note).toMatch(/nondiscrimination/);
    expect(spanishChrome.languageHelp.line.toLowerCase()).toContain(
      `${spanishFor('language help')?.es} sin costo`,
    );
  });
});
