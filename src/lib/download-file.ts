// Files the owner's screens hand to the browser to save: a link with `download`, clicked. One helper
// for a file the API serves (the subscribers' export) and one made in the page (the Insights CSV).

/** Saves what `href` points to (a path on this site, or a blob's URL) as `filename`. */
export function downloadFile(href: string, filename: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  link.click();
}

/** How long a blob's URL outlives its click: revoked at once, some browsers save nothing. */
const BLOB_URL_LIFETIME_MS = 40_000;

/** Saves text made in the page (a CSV, say) as `filename`. */
export function downloadText(text: string, filename: string, type = 'text/plain;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  downloadFile(url, filename);
  setTimeout(() => URL.revokeObjectURL(url), BLOB_URL_LIFETIME_MS);
}
