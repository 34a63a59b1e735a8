// What the server uses of shared-content, in one place: the language rules of paths, the
// path spelling rule, a remote's entry in remotes.json, and the notices' type. (Its modules
// here are plain JavaScript, run as they are; the rest of shared-content reaches the
// server through the shell's server build.)
export type { Locale } from 'shared-content/locale';
export {
  defaultLocale,
  localeOfPath,
  locales,
  pathIn,
  withoutLocale,
} from 'shared-content/locale';
export { normalizePath } from 'shared-content/paths';
export type { RemoteEntry, SlotFill } from 'shared-content/remote-entry';
export {
  besideManifest,
  isExposeMap,
  isNavLink,
  isObject,
  isSlotFill,
  readRemoteEntry,
  underPrefix,
} from 'shared-content/remote-entry';
export type { Notices } from 'shared-content/schemas';
