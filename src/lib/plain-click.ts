/** What a click on a link says: React's event and the DOM's both carry it. */
interface LinkClick {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
}

/** A plain click on a link the browser would follow itself in this tab (not a new tab, not a download). */
export function isPlainClick(event: LinkClick, link: HTMLAnchorElement): boolean {
  const target = link.getAttribute('target');
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
    (!target || target === '_self') &&
    !link.hasAttribute('download')
  );
}
