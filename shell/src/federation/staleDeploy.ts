import { useEffect } from 'react';

/**
 * A chunk that no longer exists: the remote was redeployed while the visitor was on the
 * page, and its old files were replaced. Running its new build beside the old one
 * would mix two versions in one page, so the page is loaded again, once.
 */
export function isMissingChunk(error: Error) {
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk .* failed|Failed to fetch dynamically imported module/.test(error.message)
  );
}

const RELOADED_KEY = 'pharmacy:reloaded-for-new-deploy';
/** A page reloaded for a deploy this recently that still misses a chunk shows the panel. */
const RELOAD_AT_MOST_EVERY_MS = 60_000;

/** Whether this page may be reloaded for a new deploy (not reloaded for one just now). */
export function mayReloadForNewDeploy(): boolean {
  try {
    const [path, at] = (window.sessionStorage.getItem(RELOADED_KEY) ?? '').split('@');
    return path !== window.location.pathname || Date.now() - Number(at) > RELOAD_AT_MOST_EVERY_MS;
  } catch {
    return false; // no storage: no way to tell a second reload from the first
  }
}

/** Rendered in place of a section whose deploy changed under it: loads the page again. */
export function ReloadForNewDeploy() {
  useEffect(() => {
    window.sessionStorage.setItem(RELOADED_KEY, `${window.location.pathname}@${Date.now()}`);
    window.location.reload();
  }, []);
  return null;
}
