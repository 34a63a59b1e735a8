import { createContext, useContext } from 'react';
import type { Notices } from '../schemas/notices';
import { defaultLocale, type Locale } from './locales';

// React contexts live in the one shared copy of `shared-content` (the shell provides it):
// a remote may run its own copy of `ui-kit` (see README, "Shared code"), and
// a context created there would not see the shell's providers.

/**
 * When the page was rendered on the server (milliseconds). The first browser render
 * uses it too, so time-dependent text hydrates without a mismatch; "now" follows.
 */
export const RenderTimeContext = createContext<number | undefined>(undefined);
export const RenderTimeProvider = RenderTimeContext.Provider;

/** On an alias route (`/services/sync`): the canonical path of the page it shows. */
const CanonicalPathContext = createContext<string | undefined>(undefined);
export const CanonicalPathProvider = CanonicalPathContext.Provider;
export const useCanonicalPath = () => useContext(CanonicalPathContext);

/**
 * The owner's notices in force for this render (closures, special hours, alerts), read by
 * the server from the run-time notices file and handed to the browser with the page.
 */
// No notices by default (`logic/notices.ts`'s `noNotices`, written out: this module is in
// every page's first script, the hours logic is not).
const NoticesContext = createContext<Notices>({ closures: [], specialHours: [], alerts: [] });
export const NoticesProvider = NoticesContext.Provider;
export const useNotices = () => useContext(NoticesContext);

/**
 * The language of the page, from its address (`/es/…` is Spanish): the shell provides it,
 * every part reads it (dates and times through `Intl`, the switcher, `lang` attributes).
 */
const LocaleContext = createContext<Locale>(defaultLocale);
export const LocaleProvider = LocaleContext.Provider;
export const useLocale = () => useContext(LocaleContext);
