import { BookOutlined, DownloadOutlined, ExportOutlined, PlayCircleOutlined, ReadOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import type { Resource, ResourceType } from '@/domain/types';
import { affiliateLinkProps } from '@/lib/affiliate';
import { RESOURCE_TYPE_LABELS, resourceAction } from '../resource-filter';
import { StarRating } from './star-rating';

const TYPE_ICONS: Record<ResourceType, ReactNode> = {
  book: <BookOutlined aria-hidden="true" />,
  devotional: <ReadOutlined aria-hidden="true" />,
  course: <PlayCircleOutlined aria-hidden="true" />,
};

function ResourceActionButton({ resource }: { resource: Resource }) {
  const action = resourceAction(resource);
  if (action.kind === 'coming-soon' || !resource.affiliateUrl) {
    return (
      <Button block disabled>
        Coming Soon
      </Button>
    );
  }
  return (
    <Button
      block
      type="primary"
      icon={
        action.kind === 'download' ? <DownloadOutlined aria-hidden="true" /> : <ExportOutlined aria-hidden="true" />
      }
      aria-label={`${action.label}: ${resource.title} (opens in a new tab)`}
      {...affiliateLinkProps({ affiliate: resource.title, source: 'resources-page', url: resource.affiliateUrl })}
    >
      {action.label}
    </Button>
  );
}

export function ResourceCard({ resource }: { resource: Resource }) {
  return (
    <Card
      style={{ height: '100%' }}
      styles={{ body: { display: 'flex', flexDirection: 'column', height: '100%', gap: 8 } }}
      cover={
        resource.imageUrl ? (
          <img
            src={resource.imageUrl}
            alt={`Cover of ${resource.title}`}
            loading="lazy"
            style={{ height: 180, objectFit: 'cover' }}
          />
        ) : undefined
      }
    >
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Tag color="purple" icon={TYPE_ICONS[resource.type]} style={{ color: '#5b21b6' }}>
          {RESOURCE_TYPE_LABELS[resource.type]}
        </Tag>
        <Typography.Text strong style={{ fontSize: 16 }}>
          {resource.price}
        </Typography.Text>
      </Flex>
      <Typography.Title level={3} style={{ fontSize: 20, margin: 0 }}>
        {resource.title}
      </Typography.Title>
      {resource.author ? <Typography.Text type="secondary">by {resource.author}</Typography.Text> : null}
      <StarRating rating={resource.rating} />
      <Typography.Paragraph style={{ flex: 1, margin: 0 }}>{resource.description}</Typography.Paragraph>
      <ResourceActionButton resource={resource} />
    </Card>
  );
}
