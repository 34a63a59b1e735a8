/**
 * happy-dom loads an iframe's page over the network; the map embed would reach out
 * of unit tests (and log the failure). Answer every request with an empty page.
 */
export function disableIframeLoading() {
  const { happyDOM } = window as unknown as {
    happyDOM?: {
      settings: { fetch: { interceptor: { beforeAsyncRequest: () => Promise<Response> } | null } };
    };
  };
  if (!happyDOM) return;
  happyDOM.settings.fetch.interceptor = {
    beforeAsyncRequest: async () =>
      new window.Response('<!doctype html><title>Map</title>', {
        headers: { 'Content-Type': 'text/html' },
      }),
  };
}
