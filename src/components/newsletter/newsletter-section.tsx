import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import GiftOutlined from '@ant-design/icons-svg/es/asn/GiftOutlined';
import StarFilled from '@ant-design/icons-svg/es/asn/StarFilled';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import { Icon } from '@/components/ui/icon';
import { Flex } from '@/components/ui/flex';
import { Columns, Column } from '@/components/ui/columns';
import { useId } from 'react';
import { NewsletterIsland } from './newsletter-island';
import { NEWSLETTER_ANCHOR } from '@/components/layout/scroll-to-id';
import { Surface } from '@/components/ui/surface';
import { NEWSLETTER_MEMBERS_CLAIM, NEWSLETTER_RATING_CLAIM } from '@/domain/constants';
import './newsletter-section.css';

/**
 * The newsletter signup; anchored as #newsletter for the header button. Its form is a `near` island
 * (./newsletter-island.tsx), which comes alive once the reader nears it: its validation stack is the
 * heaviest part of the pages that have it.
 */
export function NewsletterSection() {
  const id = useId();

  return (
    <section id={NEWSLETTER_ANCHOR} aria-labelledby={`${id}-title`} className="fm-newsletter" tabIndex={-1}>
      <Columns gap={32} align="middle" className="fm-newsletter__inner">
        <Column xs={24} lg={12}>
          <Flex vertical gap={12}>
            <span className="fm-newsletter__eyebrow">
              <Icon svg={GiftOutlined} aria-hidden /> Free 30-Day Prayer Journal
            </span>
            <h2 id={`${id}-title`} className="fm-newsletter__title">
              Get Your Free 30-Day Prayer Journal
            </h2>
            <p className="fm-newsletter__lead">
              Subscribe to our newsletter for weekly biblical dating advice, honest app reviews and encouragement for
              your single season. You'll receive our free 30-day prayer journal (PDF) as a welcome gift.
            </p>
            <ul className="fm-newsletter__claims">
              <li>
                <Icon svg={TeamOutlined} aria-hidden /> Join {NEWSLETTER_MEMBERS_CLAIM} members
              </li>
              <li>
                <Icon svg={StarFilled} aria-hidden /> Rated {NEWSLETTER_RATING_CLAIM} by our readers
              </li>
              <li>
                <Icon svg={CheckCircleFilled} aria-hidden /> Unsubscribe anytime
              </li>
            </ul>
          </Flex>
        </Column>
        <Column xs={24} lg={12}>
          <Surface>
            <NewsletterIsland />
          </Surface>
        </Column>
      </Columns>
    </section>
  );
}
