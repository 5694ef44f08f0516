import BookOutlined from '@ant-design/icons-svg/es/asn/BookOutlined';
import DownloadOutlined from '@ant-design/icons-svg/es/asn/DownloadOutlined';
import ExportOutlined from '@ant-design/icons-svg/es/asn/ExportOutlined';
import PlayCircleOutlined from '@ant-design/icons-svg/es/asn/PlayCircleOutlined';
import ReadOutlined from '@ant-design/icons-svg/es/asn/ReadOutlined';
import { Icon } from '@/components/ui/icon';
import type { ReactNode } from 'react';
import { FavoriteToggle } from '@/components/favorite-toggle';
import { Island } from '@/components/island';
import { StarRating } from '@/components/ui/star-rating';
import { Surface } from '@/components/ui/surface';
import { Paragraph, Text, Title } from '@/components/ui/text';
import { ROUTES } from '@/domain/routes';
import type { Resource, ResourceType } from '@/domain/types';
import { affiliateLinkProps } from '@/lib/affiliate';
import { RESOURCE_TYPE_LABELS, resourceAction } from '@/domain/resource';
import './resource-card.css';
import { PlainButton } from '@/components/ui/plain-button';
import { IMAGE_SIZES, ResponsivePicture } from '@/components/responsive-picture';

const TYPE_ICONS: Record<ResourceType, ReactNode> = {
  book: <Icon svg={BookOutlined} aria-hidden="true" />,
  devotional: <Icon svg={ReadOutlined} aria-hidden="true" />,
  course: <Icon svg={PlayCircleOutlined} aria-hidden="true" />,
};

function ResourceActionButton({ resource }: { resource: Resource }) {
  const action = resourceAction(resource);
  if (action.kind === 'coming-soon' || !resource.affiliateUrl) {
    return (
      <PlainButton block disabled>
        Coming Soon
      </PlainButton>
    );
  }
  return (
    <PlainButton
      block
      type="primary"
      icon={
        action.kind === 'download' ? (
          <Icon svg={DownloadOutlined} aria-hidden="true" />
        ) : (
          <Icon svg={ExportOutlined} aria-hidden="true" />
        )
      }
      aria-label={`${action.label}: ${resource.title} (opens in a new tab)`}
      {...affiliateLinkProps({ id: resource.id, source: 'resources-page' })}
    >
      {action.label}
    </PlainButton>
  );
}

/** `imageSizes`: the cover's slot where the card sits elsewhere than the resources page's grid. */
export function ResourceCard({
  resource,
  imageSizes = IMAGE_SIZES.resourceCover,
}: {
  resource: Resource;
  imageSizes?: string;
}) {
  return (
    <article className="fm-resource" aria-labelledby={`resource-${resource.id}`} data-testid="resource-card">
      <Surface
        style={{ height: '100%' }}
        bodyStyle={{ display: 'flex', flexDirection: 'column', gap: 8, flex: 1 }}
        cover={
          resource.imageUrl ? (
            <ResponsivePicture
              src={resource.imageUrl}
              image={resource.image}
              alt={`Cover of ${resource.title}`}
              sizes={imageSizes}
              className="fm-resource__image"
            />
          ) : undefined
        }
      >
        <div className="fm-resource__meta">
          <span className="fm-resource__badge">
            {TYPE_ICONS[resource.type]} {RESOURCE_TYPE_LABELS[resource.type]}
          </span>
          <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
            <Text strong style={{ fontSize: 16 }}>
              {resource.price}
            </Text>
            <Island
              name="favorite-toggle"
              component={FavoriteToggle}
              props={{ kind: 'resources', id: resource.id, title: resource.title, page: ROUTES.resources } as const}
            />
          </span>
        </div>
        <Title level={3} id={`resource-${resource.id}`} style={{ fontSize: 20, margin: 0 }}>
          {resource.title}
        </Title>
        {resource.author ? <Text type="secondary">by {resource.author}</Text> : null}
        <StarRating value={resource.rating} showValue />
        <Paragraph style={{ flex: 1, margin: 0 }}>{resource.description}</Paragraph>
        <ResourceActionButton resource={resource} />
      </Surface>
    </article>
  );
}
