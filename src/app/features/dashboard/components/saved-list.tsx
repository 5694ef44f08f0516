import { AppstoreOutlined, BookOutlined, ReadOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Empty, Row } from 'antd';
import type { ReactNode } from 'react';
import { AppReviewSummaryCard } from '@/components/app-review-summary-card';
import { ButtonLink } from '@/components/ui/button-link';
import { CardSkeletons } from '@/components/card-skeletons';
import { PostCard } from '@/components/post-card';
import { ResourceCard } from '@/components/resource-card';
import { IMAGE_SIZES } from '@/components/responsive-picture';
import { DASHBOARD_SKELETON_COUNT } from '@/lib/ui-constants';
import { ROUTES } from '@/domain/routes';
import type { AppReview, BlogPost, FavoriteKind, Resource } from '@/domain/types';
import type { SavedListView } from '../api/get-saved-lists';
import { DASHBOARD_TEXT, SAVED_LIST_TEXT, type SavedListText } from '../dashboard-text';

type SavedItem = BlogPost | Resource | AppReview;

export interface DashboardList extends SavedListText {
  kind: FavoriteKind;
  icon: ReactNode;
  browsePath: string;
}

const LISTS: readonly Omit<DashboardList, keyof SavedListText>[] = [
  { kind: 'blog-posts', icon: <ReadOutlined aria-hidden />, browsePath: ROUTES.blog },
  { kind: 'resources', icon: <BookOutlined aria-hidden />, browsePath: ROUTES.resources },
  { kind: 'app-reviews', icon: <AppstoreOutlined aria-hidden />, browsePath: ROUTES.appReviews },
];

/** The count cards and tabs, in this order: articles, resources, app reviews. */
export const DASHBOARD_LISTS: readonly DashboardList[] = LISTS.map((list) => ({
  ...list,
  ...SAVED_LIST_TEXT[list.kind],
}));

function SavedCard({ list, item }: { list: DashboardList; item: SavedItem }) {
  switch (list.kind) {
    case 'blog-posts':
      return <PostCard post={item as BlogPost} headingLevel={3} />;
    case 'resources':
      // In the post cards' columns here (md 12 / lg 8), not the resources page's (sm 12).
      return <ResourceCard resource={item as Resource} imageSizes={IMAGE_SIZES.postCard} />;
    case 'app-reviews':
      return <AppReviewSummaryCard review={item as AppReview} />;
  }
}

/** One tab: 3 placeholders while loading, an empty state with a browse link, or the saved cards. */
export function SavedList({ list, view }: { list: DashboardList; view: SavedListView<SavedItem> }) {
  if (view.status === 'pending') {
    return <CardSkeletons count={DASHBOARD_SKELETON_COUNT} label={`Loading ${list.tabLabel.toLowerCase()}`} />;
  }
  if (view.status === 'error') {
    return (
      <Alert
        type="error"
        showIcon
        title={`Could not load your saved ${list.tabLabel.toLowerCase()}`}
        description={view.error.message}
        action={<Button onClick={view.retry}>{DASHBOARD_TEXT.tryAgain}</Button>}
      />
    );
  }
  if (view.items.length === 0) {
    return (
      <Empty description={list.emptyText}>
        <ButtonLink to={list.browsePath} type="primary">
          {list.browseLabel}
        </ButtonLink>
      </Empty>
    );
  }
  return (
    <Row gutter={[24, 24]} data-testid={`saved-${list.kind}`}>
      {view.items.map((item) => (
        <Col key={item.id} xs={24} md={12} lg={8}>
          <SavedCard list={list} item={item} />
        </Col>
      ))}
    </Row>
  );
}
