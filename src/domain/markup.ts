// One escaper for the text the site writes into markup by hand: the server-rendered page head, the
// emails' HTML bodies, the sitemap and the RSS feed.

const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/**
 * `text` made safe inside an element or a double-quoted attribute. The apostrophe needs no escaping
 * there, so it is left as it is unless `apostrophe` names the entity to write: HTML email uses `&#39;`
 * (older mail clients do not know `&apos;`), XML uses `&apos;`.
 */
export function escapeMarkup(text: string, apostrophe?: '&#39;' | '&apos;'): string {
  const entities = apostrophe ? { ...ENTITIES, "'": apostrophe } : ENTITIES;
  return text.replace(apostrophe ? /[&<>"']/g : /[&<>"]/g, (char) => entities[char] ?? char);
}
