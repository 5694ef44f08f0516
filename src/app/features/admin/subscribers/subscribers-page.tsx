import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, theme, type TableProps } from 'antd';
import { formatDate } from '@/components/format';
import {
  subscribersCsvFilename,
  subscribersExportUrl,
  type SubscriberStatusFilter as StatusFilter,
} from '@/domain/subscribers';
import type { NewsletterStatus, NewsletterSubscriber } from '@/domain/types';
import { adminQueries } from '@/lib/api-queries';
import { downloadFile } from '@/lib/download-file';
import { SUBSCRIBER_STATUS_LABEL, SUBSCRIBERS_TEXT as TEXT } from '../admin-text';
import { AdminPageHeader, AdminServerList, useServerList, type ListFilter } from '../layout/admin-page';

const STATUS_BADGE: Record<NewsletterStatus, 'warning' | 'success' | 'default' | 'error'> = {
  pending: 'warning',
  confirmed: 'success',
  unsubscribed: 'default',
  // The mail server refused the address for good: never mailed again until they sign up anew.
  bounced: 'error',
};

const STATUS_FILTER: ListFilter<StatusFilter> = {
  label: TEXT.statusFilter,
  options: [
    { value: 'all', label: 'All subscribers' },
    { value: 'confirmed', label: SUBSCRIBER_STATUS_LABEL.confirmed },
    { value: 'pending', label: SUBSCRIBER_STATUS_LABEL.pending },
    { value: 'unsubscribed', label: SUBSCRIBER_STATUS_LABEL.unsubscribed },
    { value: 'bounced', label: SUBSCRIBER_STATUS_LABEL.bounced },
  ],
};

/**
 * The rows the page shows, as the CSV file the API streams (the same filter and search): a link
 * the browser downloads, so no export is held in the page.
 */
const downloadCsv = (url: string) => downloadFile(url, subscribersCsvFilename(new Date()));

const columns: TableProps<NewsletterSubscriber>['columns'] = [
  { title: 'Name', dataIndex: 'firstName', key: 'firstName' },
  { title: 'Email', dataIndex: 'email', key: 'email' },
  { title: 'Date', key: 'subscribedAt', render: (_, item) => formatDate(item.subscribedAt) },
  {
    title: 'Status',
    key: 'status',
    render: (_, item) => <Badge status={STATUS_BADGE[item.status]} text={SUBSCRIBER_STATUS_LABEL[item.status]} />,
  },
];

export default function SubscribersPage() {
  // The server searches, filters and pages, newest first: the browser holds one page of rows at
  // any list size. The export asks the server for the same rows, every page of them.
  const list = useServerList(adminQueries.subscribers, STATUS_FILTER);
  const counts = useQuery(adminQueries.subscriberCounts());
  const { token } = theme.useToken();
  const matching = list.query.data?.total ?? 0;

  return (
    <>
      <AdminPageHeader
        title="Subscribers"
        extra={
          <Button
            icon={<DownloadOutlined />}
            disabled={matching === 0}
            onClick={() => downloadCsv(subscribersExportUrl(list.request.search, list.request.status))}
          >
            Export CSV ({matching})
          </Button>
        }
      >
        <Badge
          count={counts.data?.total ?? 0}
          showZero
          overflowCount={999_999}
          color={token.colorPrimary}
          title="Subscribers in all"
          data-testid="subscriber-count"
        />
      </AdminPageHeader>
      <AdminServerList list={list} text={TEXT} filter={STATUS_FILTER} rowKey="email" columns={columns} minWidth={640} />
    </>
  );
}
