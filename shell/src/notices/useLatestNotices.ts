import { useEffect, useState } from 'react';
import type { Notices } from 'shared-content/schemas';

/** Where the owner's notices are served: beside `/remotes.json`, never cached. */
const noticesPath = '/notices.json';

/**
 * The notices the page was rendered with, then, when the page came from a static host
 * (prerendered, so its notices may be older than the file), the ones in the live file:
 * read once after hydration through the one data-fetch helper and checked entry by entry
 * with the server's rules (a bad entry is left out; a file that is missing or not usable
 * keeps what the page was rendered with).
 */
export function useLatestNotices(rendered: Notices, readLiveFile: boolean): Notices {
  const [notices, setNotices] = useState(rendered);
  useEffect(() => {
    if (!readLiveFile) return;
    const controller = new AbortController();
    // The reader and its checks load only here: a page from a live server never needs them.
    Promise.all([import('shared-content/query'), import('shared-content/notices')])
      .then(async ([{ queryJson }, { checkNotices }]) => {
        const json = await queryJson<unknown>(noticesPath, { signal: controller.signal });
        const { notices: live } = checkNotices(json, noticesPath);
        if (live && JSON.stringify(live) !== JSON.stringify(rendered)) setNotices(live);
      })
      .catch(() => {
        // No file, offline or aborted: the notices the page was rendered with stay.
      });
    return () => controller.abort();
  }, [rendered, readLiveFile]);
  return notices;
}
