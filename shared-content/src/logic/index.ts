/** Pure functions shared by browser, server, scripts and tests. */
export * from './calendar';
export * from './formats';
export * from './hours';
export type { HolidayMonthDay } from './hoursText';
export * from './json';
export * from './notices';
export * from './paths';
export * from './phone';
export * from './random';
export * from './stars';
export * from './versions';
