import '../site/siteText.es';
import { describe, expect, it } from 'vitest';
import type { Notices } from '../schemas/notices';
import { getLocation } from '../site/locations';
import { formatRange, formatTime, holidayDayIn, hoursRows, openState } from './hours';
import { hoursPhrasesIn } from './hoursText';
import { dayHours, dayHoursWith, dayNoteText, noNotices } from './notices';

const parlin = getLocation('parlin');
const snow: Notices = {
  ...noNotices,
  closures: [
    {
      id: 'snow',
      locations: ['parlin'],
      from: '2026-12-15',
      fromTime: '14:00',
      reason: { en: 'snowstorm', es: 'tormenta de nieve' },
    },
  ],
};
const stateAt = (iso: string, notices: Notices, lang: 'en' | 'es') =>
  openState(parlin.hours, new Date(iso), dayHoursWith('parlin', parlin.hours, notices), lang).label;

describe('hours in Spanish', () => {
  it('writes times and ranges the Spanish way, from the same hours', () => {
    expect(formatTime('21:00', 'es')).toBe('9:00 p.m.');
    expect(formatTime('09:30', 'es')).toBe('9:30 a.m.');
    expect(formatTime('12:00', 'en')).toBe('12:00 PM');
    expect(formatRange(parlin.hours.weekdays, 'es')).toBe('9:00 a.m. – 7:00 p.m.');
    expect(formatRange(null, 'es')).toBe('Cerrado');
    expect(hoursRows(parlin.hours, 'es').map((row) => `${row.label}: ${row.text}`)).toEqual([
      'Lunes a viernes: 9:00 a.m. – 7:00 p.m.',
      'Sábado: 9:00 a.m. – 5:00 p.m.',
      'Domingo: Cerrado',
    ]);
  });

  it('says open now, closed now and when it opens next', () => {
    // Tuesday 2026-12-15 10:00 and 20:00 EST; Saturday 2026-12-19 18:00 EST.
    expect(stateAt('2026-12-15T15:00:00Z', noNotices, 'es')).toBe(
      'Abierto ahora · cierra a las 7:00 p.m.',
    );
    expect(stateAt('2026-12-16T01:00:00Z', noNotices, 'es')).toBe(
      'Cerrado ahora · abre mañana a las 9:00 a.m.',
    );
    // Saturday evening: the next opening is Monday, "el lunes" (with its article).
    expect(stateAt('2026-12-19T23:00:00Z', noNotices, 'es')).toBe(
      'Cerrado ahora · abre el lunes a las 9:00 a.m.',
    );
    expect(stateAt('2026-12-19T23:00:00Z', noNotices, 'en')).toBe(
      'Closed now · opens Monday at 9:00 AM',
    );
    expect(stateAt('2026-12-25T15:00:00Z', noNotices, 'es')).toBe(
      'Cerrado por Navidad · abre mañana a las 9:00 a.m.',
    );
  });

  it('writes noon and the hour after it with the US 12-hour clock, in both languages', () => {
    expect(formatTime('12:00', 'es')).toBe('12:00 p.m.');
    expect(formatTime('12:30', 'en')).toBe('12:30 PM');
    expect(formatTime('00:15', 'es')).toBe('12:15 a.m.');
    // A notice closing Parlin at noon, read at 10:00 and at 13:00 (Tuesday 2026-12-15).
    const noon: Notices = {
      ...noNotices,
      closures: [
        {
          id: 'noon',
          locations: ['parlin'],
          from: '2026-12-15',
          fromTime: '12:00',
          reason: { en: 'staff training', es: 'capacitación del personal' },
        },
      ],
    };
    expect(stateAt('2026-12-15T15:00:00Z', noon, 'es')).toBe(
      'Abierto ahora · hoy cierra temprano, a las 12:00 p.m. (capacitación del personal)',
    );
    expect(stateAt('2026-12-15T15:00:00Z', noon, 'en')).toBe(
      'Open now · closes early at 12:00 PM (staff training)',
    );
    expect(dayNoteText(dayHours('parlin', parlin.hours, '2026-12-15', noon), 'es')).toBe(
      'Cierra temprano, a las 12:00 p.m.: capacitación del personal',
    );
  });

  it('names the holiday closures by their date in Spanish, by their name in English', () => {
    expect(holidayDayIn('12-25', 'es')).toBe('el 25 de diciembre (Navidad)');
    expect(holidayDayIn('01-01', 'es')).toBe('el 1 de enero (Año Nuevo)');
    expect(holidayDayIn('12-25', 'en')).toBe('Christmas Day');
    expect(holidayDayIn('01-01', 'en')).toBe("New Year's Day");
  });

  it("uses the owner's Spanish reason, or the English one when there is none", () => {
    expect(stateAt('2026-12-15T15:00:00Z', snow, 'es')).toBe(
      'Abierto ahora · hoy cierra temprano, a las 2:00 p.m. (tormenta de nieve)',
    );
    expect(stateAt('2026-12-15T20:00:00Z', snow, 'es')).toBe(
      'Hoy cerró temprano: tormenta de nieve · abre mañana a las 9:00 a.m.',
    );
    expect(stateAt('2026-12-15T20:00:00Z', snow, 'en')).toBe(
      'Closed early today: snowstorm · opens tomorrow at 9:00 AM',
    );
    const englishOnly: Notices = {
      ...noNotices,
      closures: [{ id: 'x', locations: ['parlin'], from: '2026-12-15', reason: { en: 'flood' } }],
    };
    expect(dayNoteText(dayHours('parlin', parlin.hours, '2026-12-15', englishOnly), 'es')).toBe(
      'Cerrado: flood',
    );
    expect(dayNoteText(dayHours('parlin', parlin.hours, '2026-12-15', snow), 'es')).toBe(
      'Cierra temprano, a las 2:00 p.m.: tormenta de nieve',
    );
  });
});

describe('times and weekdays written out in each language', () => {
  const languages = [
    { lang: 'en', intl: 'en-US' },
    { lang: 'es', intl: 'es-US' },
  ] as const;

  it.each(languages)('match Intl for every minute of the day ($lang)', ({ lang, intl }) => {
    const reference = new Intl.DateTimeFormat(intl, {
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h12',
      timeZone: 'UTC',
    });
    const differing: string[] = [];
    for (let minute = 0; minute < 24 * 60; minute += 1) {
      const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
      const expected = reference
        .format(new Date(`1970-01-01T${time}:00Z`))
        .replace(/[\u00a0\u202f]/g, ' ');
      if (hoursPhrasesIn(lang).time(time) !== expected) differing.push(time);
    }
    expect(differing).toEqual([]);
  });

  it.each(languages)('name the weekdays as Intl does ($lang)', ({ lang, intl }) => {
    const reference = new Intl.DateTimeFormat(intl, { weekday: 'long', timeZone: 'UTC' });
    // 1970-01-04 was a Sunday.
    const expected = Array.from({ length: 7 }, (_, day) =>
      reference.format(new Date(Date.UTC(1970, 0, 4 + day, 12))),
    );
    expect(hoursPhrasesIn(lang).weekdays).toEqual(expected);
  });
});
