import { weekdayNamesIn } from './formats';
import { addHoursPhrases, clock, type HoursPhrases } from './hoursText';

/** The hours phrases in Spanish (usted form, the glossary's words); loaded by Spanish pages only. */
export const spanish: HoursPhrases = {
  time: clock({ am: 'a. m.', pm: 'p. m.', hourCycle: 'h11' }),
  closed: 'Cerrado',
  rows: { weekdays: 'lunes a viernes', saturday: 'sábado', sunday: 'domingo' },
  holidays: { '12-25': 'Navidad', '01-01': 'Año Nuevo' },
  weekdays: weekdayNamesIn('es'),
  today: 'hoy',
  tomorrow: 'mañana',
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

addHoursPhrases('es', spanish);
