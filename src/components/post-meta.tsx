import type { CSSProperties } from 'react';
import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import ClockCircleOutlined from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import { Icon } from '@/components/ui/icon';
import { Flex } from '@/components/ui/flex';
import { Tag } from '@/components/ui/tag';
import type { BlogPostSummary } from '@/domain/types';
import { formatDate, formatReadTime } from './format';
import { Text } from './ui/text';

/** Category, publish date and read time: the line above every article title. */
export function PostMeta({ post, gap = 8, style }: { post: BlogPostSummary; gap?: number; style?: CSSProperties }) {
  return (
    <Flex wrap gap={gap} align="center" style={style}>
      <Tag>{post.category}</Tag>
      <Text type="secondary">
        <Icon svg={CalendarOutlined} aria-hidden />{' '}
        <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
      </Text>
      <Text type="secondary">
        <Icon svg={ClockCircleOutlined} aria-hidden /> {formatReadTime(post.readTime)}
      </Text>
    </Flex>
  );
}
