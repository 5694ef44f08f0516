// The testimonials' track: every testimonial a slide, the server's HTML, never hydrated. Its
// controls (./testimonial-slides.tsx) are the island: they move this track where it stands, so the
// cards, their pictures and their stars cost the page no script.
import { Flex } from '@/components/ui/flex';
import { StarRating } from '@/components/ui/star-rating';
import { IMAGE_SIZES, ResponsivePicture } from '@/components/responsive-picture';
import type { Testimonial } from '@/domain/types';
import { Text } from '@/components/ui/text';
import { Surface } from '@/components/ui/surface';
import { slideId } from './carousel-window';
import './testimonials-carousel.css';

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
              <ResponsivePicture
                src={testimonial.imageUrl}
                image={testimonial.image}
                alt={testimonial.name}
                sizes={IMAGE_SIZES.avatar}
                width={48}
                height={48}
                // Below the fold, and most in the track's hidden part: fetched as they come into view.
                style={{ width: 48, height: 48, objectFit: 'cover' }}
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

/**
 * The track that scrolls sideways and snaps to a slide (CSS scroll-snap, so a swipe works); the
 * previous/next links and the dots point at its slides' ids. Focusable, so the keyboard scrolls it too.
 */
export function TestimonialTrack({ id, testimonials }: { id: string; testimonials: Testimonial[] }) {
  const total = testimonials.length;
  return (
    <div id={id} className="fm-carousel__track" role="group" aria-label="Testimonials" tabIndex={0}>
      {testimonials.map((testimonial, index) => (
        <div
          key={testimonial.id}
          id={slideId(testimonial.id)}
          className="fm-carousel__slide"
          role="group"
          aria-roledescription="slide"
          aria-label={`${index + 1} of ${total}`}
        >
          <TestimonialCard testimonial={testimonial} />
        </div>
      ))}
    </div>
  );
}
