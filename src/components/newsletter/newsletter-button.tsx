import { PlainButton } from '@/components/ui/plain-button';
import { NEWSLETTER_ANCHOR, scrollToId } from '@/components/layout/scroll-to-id';

/** Scrolls to the page's newsletter signup and moves the focus there ('newsletter-button' as an island). */
export function NewsletterButton({ label, size }: { label: string; size?: 'large' }) {
  return (
    <PlainButton type="primary" size={size} onClick={() => scrollToId(NEWSLETTER_ANCHOR)}>
      {label}
    </PlainButton>
  );
}
