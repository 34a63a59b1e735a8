/**
 * Errors a section's error boundary caught: the visitor already sees the failure panel,
 * so one concise warning is enough for whoever reads the console.
 */
export function reportRenderError(error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  console.warn(`A section failed and was replaced by its fallback: ${message}`);
}
