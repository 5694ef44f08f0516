import { POSTED_FORM_ANCHORS } from '@/domain/form-post';
/**
 * Smooth-scrolls to the element with this id and moves keyboard focus there,
 * so screen-reader and keyboard users land where sighted users look. Does
 * nothing when the element is absent (spec: 'Free Devotional' is a no-op then).
 */
export function scrollToId(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  element.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
  return true;
}

export const NEWSLETTER_ANCHOR = POSTED_FORM_ANCHORS.newsletter;
