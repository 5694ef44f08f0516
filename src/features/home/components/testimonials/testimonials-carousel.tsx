import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Col, Flex, Grid, Row } from 'antd';
import { Alert, Empty } from '@/components/ui/lazy-feedback';
import { useId, useState, type ReactNode } from 'react';
import { StarRating } from '@/components/ui/star-rating';
import { SKELETON_COUNT_SMALL } from '@/lib/ui-constants';
import type { Testimonial } from '@/domain/types';
import { useTestimonials } from './api/get-testimonials';
import { clampStart, itemsPerView } from './carousel-window';
import { Paragraph, Text, Title } from '@/components/ui/text';
import { Surface } from '@/components/ui/surface';
import { PlainButton } from '@/components/ui/plain-button';
import { Skeleton } from '@/components/ui/skeleton';

export const TESTIMONIALS_EMPTY = 'No testimonials available at this time.';

/** antd Avatar's round 48 px look; Avatar itself brings Tooltip and Popover along for its groups. */
const avatarStyle = {
  display: 'inline-flex',
  flex: 'none',
  alignItems: 'center',
  justifyContent: 'center',
  width: 48,
  height: 48,
  borderRadius: '50%',
  overflow: 'hidden',
} as const;

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <Surface data-testid="testimonial-card" style={{ height: '100%' }}>
      <Flex vertical gap={12}>
        <StarRating value={testimonial.rating} />
        <blockquote style={{ margin: 0, fontSize: 16, lineHeight: 1.6, color: 'var(--ant-color-text)' }}>
          “{testimonial.content}”
        </blockquote>
        <Flex gap={12} align="center">
          {testimonial.imageUrl ? (
            <span style={avatarStyle}>
              <img
                src={testimonial.imageUrl}
                alt={testimonial.name}
                width={48}
                height={48}
                style={{ objectFit: 'cover' }}
              />
            </span>
          ) : (
            <span
              style={{
                ...avatarStyle,
                background: 'var(--ant-color-primary-hover)',
                color: 'var(--ant-color-text-light-solid)',
                fontWeight: 700,
                fontSize: 18,
              }}
              aria-hidden
            >
              {testimonial.name.charAt(0).toUpperCase()}
            </span>
          )}
          <div>
            <Text strong style={{ display: 'block' }}>
              {testimonial.name}
            </Text>
            <Text type="secondary">{testimonial.location}</Text>
          </div>
        </Flex>
      </Flex>
    </Surface>
  );
}

/** Reader testimonials, 1/2/3 per view by screen size, with previous/next disabled at the ends. */
interface StepButtonProps {
  label: string;
  icon: ReactNode;
  disabled: boolean;
  onStep: () => void;
}

/** The round previous / next button under the cards. */
function StepButton({ label, icon, disabled, onStep }: StepButtonProps) {
  return (
    <PlainButton shape="circle" size="large" icon={icon} aria-label={label} disabled={disabled} onClick={onStep} />
  );
}

export function TestimonialsCarousel() {
  const headingId = useId();
  const screens = Grid.useBreakpoint();
  const perView = itemsPerView(screens);
  const { data, isPending, isError } = useTestimonials();
  const [requestedStart, setRequestedStart] = useState(0);

  const total = data?.length ?? 0;
  // Clamped on every render so a wider screen never leaves a half-empty last page.
  const start = clampStart(requestedStart, perView, total);
  const visible = data?.slice(start, start + perView) ?? [];
  const atStart = start === 0;
  const atEnd = start + perView >= total;

  let body;
  if (isPending) {
    body = (
      <Row gutter={[24, 24]} role="status" aria-label="Loading testimonials">
        {Array.from({ length: SKELETON_COUNT_SMALL }, (_, index) => (
          <Col key={index} xs={24} md={12} lg={8}>
            <Surface data-testid="testimonial-skeleton">
              <Skeleton avatar rows={3} />
            </Surface>
          </Col>
        ))}
      </Row>
    );
  } else if (isError) {
    body = <Alert type="error" showIcon title="Failed to fetch testimonials" />;
  } else if (total === 0) {
    body = <Empty description={TESTIMONIALS_EMPTY} />;
  } else {
    body = (
      <>
        <Row
          gutter={[24, 24]}
          aria-live="polite"
          aria-atomic="false"
          aria-label={`Showing ${start + 1} to ${start + visible.length} of ${total}`}
          role="group"
        >
          {visible.map((testimonial) => (
            <Col key={testimonial.id} span={24 / perView}>
              <TestimonialCard testimonial={testimonial} />
            </Col>
          ))}
        </Row>
        <Flex justify="center" gap={12} style={{ marginTop: 24 }}>
          <StepButton
            label="Previous testimonials"
            icon={<LeftOutlined />}
            disabled={atStart}
            onStep={() => setRequestedStart(Math.max(0, start - perView))}
          />
          <StepButton
            label="Next testimonials"
            icon={<RightOutlined />}
            disabled={atEnd}
            onStep={() => setRequestedStart(clampStart(start + perView, perView, total))}
          />
        </Flex>
      </>
    );
  }

  return (
    <section aria-labelledby={headingId} aria-roledescription="carousel" style={{ padding: '56px 16px' }}>
      <div style={{ maxWidth: 1200, margin: '0 auto' }}>
        <Title level={2} id={headingId} style={{ textAlign: 'center', marginBottom: 8 }}>
          What Our Community Says
        </Title>
        <Paragraph type="secondary" style={{ textAlign: 'center', marginBottom: 32 }}>
          Stories from Christian singles and couples who found encouragement here.
        </Paragraph>
        {body}
      </div>
    </section>
  );
}
