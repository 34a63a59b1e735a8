/**
 * The one way the browser reads run-time data (the product spec, sections 7 to 9): GET
 * to the given path with credentials, JSON parsed; a non-success answer raises an error
 * whose text is the status code, a colon, then the body text (or the status text when
 * the body is empty). A 401 raises by default, or gives null where the caller asks for
 * that. No retries, no cache (never stale), no refetch on an interval or on focus: each
 * call is one request.
 *
 * A small function rather than TanStack Query (whose defaults these rules describe): the
 * site reads one file at run time, once per page, and the library would add about 13 KB
 * (gzip) to every first view for features the rules switch off.
 */
type On401 = 'throw' | 'returnNull';

/** A non-success answer: `message` is "404: body" as the spec says. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    text: string,
  ) {
    super(`${status}: ${text}`);
    this.name = 'HttpError';
  }
}

async function throwIfNotOk(response: Response) {
  if (response.ok) return;
  const body = await response.text();
  throw new HttpError(response.status, body || response.statusText);
}

export async function queryJson<T>(
  path: string,
  options: { on401: 'returnNull'; signal?: AbortSignal },
): Promise<T | null>;
export async function queryJson<T>(
  path: string,
  options?: { on401?: 'throw'; signal?: AbortSignal },
): Promise<T>;
export async function queryJson<T>(
  path: string,
  { on401 = 'throw', signal }: { on401?: On401; signal?: AbortSignal } = {},
): Promise<T | null> {
  const response = await fetch(path, { method: 'GET', credentials: 'include', signal });
  if (on401 === 'returnNull' && response.status === 401) return null;
  await throwIfNotOk(response);
  return (await response.json()) as T;
}
