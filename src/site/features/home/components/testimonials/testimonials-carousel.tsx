import { useId } from 'react';
import { Column, Columns } from '@/components/ui/columns';
import { Alert, Empty } from '@/components/ui/lazy-feedback';
import { Island } from '@/components/island';
import { Paragraph, Title } from '@/components/ui/text';
import { Surface } from '@/components/ui/surface';
import { Skeleton } from '@/components/ui/skeleton';
import { SKELETON_COUNT_SMALL } from '@/lib/ui-constants';
import { useTestimonials } from './api/get-testimonials';
import { TestimonialSlides } from './testimonial-slides';
import { TestimonialTrack } from './testimonial-track';

export const TESTIMONIALS_EMPTY = 'No testimonials available at this time.';

/**
 * Reader testimonials, 1/2/3 per view by screen size, with previous/next disabled at the ends. The
 * slides are the server's HTML, which a swipe and the links already move; the controls are an island.
 */
export function TestimonialsCarousel() {
  const headingId = useId();
  const { data, isPending, isError } = useTestimonials();

  let body;
  if (isPending) {
    body = (
      <Columns gap={24} role="status" aria-label="Loading testimonials">
        {Array.from({ length: SKELETON_COUNT_SMALL }, (_, index) => (
          <Column key={index} xs={24} md={12} lg={8}>
            <Surface data-testid="testimonial-skeleton">
              <Skeleton avatar rows={3} />
            </Surface>
          </Column>
        ))}
      </Columns>
    );
  } else if (isError) {
    body = <Alert type="error" showIcon title="Failed to fetch testimonials" />;
  } else if (data.length === 0) {
    body = <Empty description={TESTIMONIALS_EMPTY} />;
  } else {
    // The controls come with the page, not once near: a press on previous/next must move the track
    // alone, never jump the page and write '#' into the address as the plain link does.
    const trackId = `${headingId}-track`;
    body = (
      <>
        <TestimonialTrack id={trackId} testimonials={data} />
        <Island
          name="testimonials"
          component={TestimonialSlides}
          props={{ trackId, ids: data.map((testimonial) => testimonial.id) }}
        />
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
