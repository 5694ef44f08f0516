/**
 * JSON for a `<script type="application/ld+json">` block: nothing in the content can close the tag
 * or open a comment (`<`, `>`, `&` escaped), and the JavaScript-only line separators are escaped.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
