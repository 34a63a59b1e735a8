import { monthDayIn, weekdayNamesIn } from './formats';
import { clock, type HolidayMonthDay, type HoursPhrases } from './hoursText';

const holidays: Record<HolidayMonthDay, string> = { '12-25': 'Navidad', '01-01': 'Año Nuevo' };

/**
 * The hours phrases in Spanish (usted form, the glossary's words); loaded by Spanish pages
 * only. Times as US Spanish writes them (`Intl` `es-US`): "12:30 p.m.", "9:00 a.m.".
 */
export const spanish: HoursPhrases = {
  time: clock({ am: 'a.m.', pm: 'p.m.' }),
  closed: 'Cerrado',
  // Row labels start with a capital, as the table's other labels do.
  rows: { weekdays: 'Lunes a viernes', saturday: 'Sábado', sunday: 'Domingo' },
  holidays,
  // "el 25 de diciembre (Navidad)": the date says which day, not the whole season.
  holidayDay: (monthDay) => {
    const [month = 1, day = 1] = monthDay.split('-').map(Number);
    return `el ${monthDayIn('es', month - 1, day)} (${holidays[monthDay]})`;
  },
  weekdays: weekdayNamesIn('es'),
  today: 'hoy',
  tomorrow: 'mañana',
  // "abre el lunes", but "abre hoy", "abre mañana".
  onWeekday: (weekday) => `el ${weekday}`,
  openNow: (closesAt) => `Abierto ahora · cierra a las ${closesAt}`,
  openNowClosesEarly: (closesAt, reason) =>
    `Abierto ahora · hoy cierra temprano, a las ${closesAt}${reason ? ` (${reason})` : ''}`,
  closedNow: 'Cerrado ahora',
  closedFor: (holiday) => `Cerrado por ${holiday}`,
  closedToday: (reason) => `Cerrado hoy: ${reason}`,
  closedEarlyToday: (reason) => `Hoy cerró temprano: ${reason}`,
  opensNext: (state, day, time) => `${state} · abre ${day} a las ${time}`,
  note: {
    closed: (reason) => `Cerrado: ${reason}`,
    closesEarly: (time, reason) => `Cierra temprano, a las ${time}: ${reason}`,
    opensLate: (time, reason) => `Abre más tarde, a las ${time}: ${reason}`,
    special: (reason) => `Horario especial: ${reason}`,
  },
};
