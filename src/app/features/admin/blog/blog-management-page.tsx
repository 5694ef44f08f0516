import { EditOutlined, NotificationOutlined, PlusOutlined } from '@ant-design/icons';
import { Badge, Flex, Typography, type TableProps } from 'antd';
import { ButtonLink } from '@/components/ui/button-link';
import { formatDate } from '@/components/format';
import { ROUTES } from '@/domain/routes';
import type { BlogPostSummary, PostStatus } from '@/domain/types';
import { adminQueries } from '@/lib/api-queries';
import { BLOG_ADMIN_TEXT as TEXT } from '../admin-text';
import { useDeletePost } from '../api/admin-queries';
import {
  AdminPageHeader,
  AdminServerList,
  useConfirmDelete,
  useServerList,
  type ListFilter,
} from '../layout/admin-page';

const STATUS_FILTER: ListFilter<'all' | PostStatus> = {
  label: TEXT.statusFilter,
  options: [
    { value: 'all', label: TEXT.allPosts },
    { value: 'published', label: TEXT.published },
    { value: 'draft', label: TEXT.draft },
  ],
};

export default function BlogManagementPage() {
  // The server searches (the spec's title, excerpt and category), filters and pages: the browser
  // holds one page of summaries, however many posts there are. The page shown stays while the
  // next one loads.
  const list = useServerList(adminQueries.posts, STATUS_FILTER);
  const remove = useConfirmDelete({
    remove: useDeletePost(),
    nameOf: (post: BlogPostSummary) => post.title,
    text: TEXT,
  });

  const columns: TableProps<BlogPostSummary>['columns'] = [
    {
      title: 'Title',
      key: 'title',
      render: (_, post) => (
        <Flex vertical gap={2}>
          <Typography.Text strong>{post.title}</Typography.Text>
          <Typography.Text type="secondary" ellipsis={{ tooltip: post.excerpt }} style={{ maxWidth: 420 }}>
            {post.excerpt}
          </Typography.Text>
        </Flex>
      ),
    },
    { title: 'Category', dataIndex: 'category', key: 'category' },
    {
      title: 'Status',
      key: 'status',
      render: (_, post) =>
        post.status === 'published' ? (
          <Badge status="success" text={TEXT.published} />
        ) : (
          <Badge status="default" text={TEXT.draft} />
        ),
    },
    { title: 'Published', key: 'publishedAt', render: (_, post) => formatDate(post.publishedAt) },
    { title: 'Read Time', key: 'readTime', render: (_, post) => `${post.readTime} min` },
    remove.actionsColumn((post) => (
      <>
        <ButtonLink
          to={ROUTES.adminBlogEdit(post.id)}
          size="small"
          icon={<EditOutlined />}
          aria-label={`Edit ${post.title}`}
        >
          Edit
        </ButtonLink>
        {post.status === 'published' && (
          <ButtonLink
            to={ROUTES.adminNewsletterAnnounce(post.id)}
            size="small"
            icon={<NotificationOutlined />}
            aria-label={TEXT.announceLabel(post.title)}
          >
            {TEXT.announce}
          </ButtonLink>
        )}
      </>
    )),
  ];

  return (
    <>
      <AdminPageHeader
        title={TEXT.title}
        extra={
          <ButtonLink to={ROUTES.adminBlogNew} type="primary" icon={<PlusOutlined />}>
            {TEXT.newPost}
          </ButtonLink>
        }
      />
      <AdminServerList list={list} text={TEXT} filter={STATUS_FILTER} rowKey="id" columns={columns} minWidth={900} />
      {remove.dialog}
    </>
  );
}
