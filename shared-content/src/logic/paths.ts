// The rule is plain JavaScript (paths.mjs), shared with the production server.
export { normalizePath } from './paths.mjs';
