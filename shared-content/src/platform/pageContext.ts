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

/** What a client-side router tells the parts of a page (see `PageRouterProvider`). */
export interface PageRouter {
  /** The page's query (`?pharmacy=parlin`), as the router holds it. */
  search: string;
  /** Moves the router to a site path (English, under the page's language), or a query. */
  navigate: (to: string, options?: { replace?: boolean }) => void;
}

/**
 * The router the page is rendered in, where it has one: the server's render and the
 * shell's app (`pnpm dev`, a page the browser renders itself) give it (`ui-kit/routing`'s
 * `RouterBridge`). An island has none: its links are document loads and its filters read
 * and replace the browser's address, so it never loads the router.
 */
const PageRouterContext = createContext<PageRouter | null>(null);
export const PageRouterProvider = PageRouterContext.Provider;
export const usePageRouter = () => useContext(PageRouterContext);
