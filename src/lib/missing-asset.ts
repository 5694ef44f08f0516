/** A stylesheet a screen needs that did not load: the browser says no more than that. */
export class StylesheetLoadError extends Error {
  override name = 'StylesheetLoadError';
  constructor(url: string) {
    super(`a stylesheet did not load (${url})`);
  }
}

/**
 * Whether a screen could not start for want of one of its files, a script or a stylesheet: the
 * connection is down and the file was never kept (the owner's are not precached), or a deploy has
 * replaced it since the page loaded.
 */
export function isMissingAsset(error: unknown): boolean {
  return (
    error instanceof StylesheetLoadError ||
    (error instanceof Error && /dynamically imported module|Importing a module script failed/i.test(error.message))
  );
}
