import { recordError } from '../observe/events';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Errors a section's error boundary caught: the visitor already sees the failure panel,
 * so one concise warning is enough for whoever reads the console.
 */
export function reportRenderError(error: unknown) {
  recordError('error', error);
  console.warn(`A section failed and was replaced by its fallback: ${messageOf(error)}`);
}

/**
 * React recovered from an error, e.g. by rendering in the browser what did not match the
 * server's HTML. The page works, but this is a defect: the tests fail on it.
 */
export function reportRecoverableError(error: unknown) {
  console.error(`Recoverable render error: ${messageOf(error)}`);
}
