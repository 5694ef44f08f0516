import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import PlayCircleOutlined from '@ant-design/icons-svg/es/asn/PlayCircleOutlined';
import { Icon } from '@/components/ui/icon';
import { Island } from '@/components/island';
import { NewsletterButton } from '@/components/newsletter/newsletter-button';
import { StarRating } from '@/components/ui/star-rating';
import { Paragraph, Text, Title } from '@/components/ui/text';
import { FEATURED_COURSE } from '@/domain/constants';
import './resources.css';

/** The static featured course (not from the API); it has no shop link yet, so readers are offered the newsletter. */
export function FeaturedCourse() {
  const { title, weeks, lessons, rating, price } = FEATURED_COURSE;
  return (
    <section className="fm-featured-course" aria-labelledby="featured-course-title">
      <span className="fm-resource__badge">Featured Course</span>
      <Title level={2} id="featured-course-title" style={{ margin: '12px 0 8px' }}>
        {title}
      </Title>
      <Paragraph style={{ maxWidth: 720 }}>
        A guided path through what Scripture says about dating: knowing your own heart, choosing well, setting healthy
        boundaries and preparing for a marriage that honours God.
      </Paragraph>
      <ul className="fm-featured-course__facts">
        <li>
          <Icon svg={CalendarOutlined} aria-hidden="true" /> {weeks} weeks
        </li>
        <li>
          <Icon svg={PlayCircleOutlined} aria-hidden="true" /> {lessons} lessons
        </li>
        <li>
          <StarRating value={rating} showValue />
        </li>
        <li>
          <Text strong style={{ fontSize: 24 }}>
            {price}
          </Text>
        </li>
      </ul>
      <Paragraph type="secondary">Enrolment opens soon: newsletter subscribers hear first.</Paragraph>
      <Island
        name="newsletter-button"
        component={NewsletterButton}
        props={{ label: 'Get Notified', size: 'large' } as const}
      />
    </section>
  );
}
