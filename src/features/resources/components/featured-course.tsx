import { CalendarOutlined, PlayCircleOutlined, StarFilled } from '@ant-design/icons';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import { FEATURED_COURSE, RATING_MAX } from '@/domain/constants';

function scrollToNewsletter() {
  document.getElementById('newsletter')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/** The static featured course (spec section 2); it has no shop link, so readers are offered the newsletter. */
export function FeaturedCourse() {
  const { title, weeks, lessons, rating, price } = FEATURED_COURSE;
  return (
    <Card
      aria-labelledby="featured-course-title"
      style={{ background: 'linear-gradient(135deg, #f5f3ff 0%, #ffffff 70%)', borderColor: '#ddd6fe' }}
    >
      <Flex vertical gap={12}>
        <Tag color="purple" style={{ alignSelf: 'flex-start', color: '#5b21b6' }}>
          Featured Course
        </Tag>
        <Typography.Title level={2} id="featured-course-title" style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Typography.Paragraph style={{ margin: 0, maxWidth: 720 }}>
          A guided path through what Scripture says about dating: knowing your own heart, choosing well, setting healthy
          boundaries and preparing for a marriage that honours God.
        </Typography.Paragraph>
        <Flex gap={24} wrap align="center">
          <span>
            <CalendarOutlined aria-hidden="true" /> {weeks} weeks
          </span>
          <span>
            <PlayCircleOutlined aria-hidden="true" /> {lessons} lessons
          </span>
          <span role="img" aria-label={`Rated ${rating} out of ${RATING_MAX}`}>
            <StarFilled aria-hidden="true" style={{ color: '#b45309' }} /> <span aria-hidden="true">{rating}</span>
          </span>
          <Typography.Text strong style={{ fontSize: 22 }}>
            {price}
          </Typography.Text>
        </Flex>
        <Button type="primary" size="large" style={{ alignSelf: 'flex-start' }} onClick={scrollToNewsletter}>
          Get Notified When Enrolment Opens
        </Button>
      </Flex>
    </Card>
  );
}
