// The version rules of shared modules are plain JavaScript (versions.mjs), shared with the
// production server's release gate.
export type { ManifestShared } from './versions.mjs';
export { caretOfMajor, ownUiKitCopy, singletonMismatches } from './versions.mjs';
