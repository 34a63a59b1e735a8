import { z } from 'zod';
import { locales } from '../platform/locales';

export {
  defaultLocale,
  type Locale,
  type LocalizedText,
  locales,
  textIn,
} from '../platform/locales';

/** A language of the site, checked (run-time data, content files). */
export const locale = z.enum(locales);
