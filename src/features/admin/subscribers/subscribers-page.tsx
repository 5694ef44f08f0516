import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, theme, type TableProps } from 'antd';
import { useDeferredValue, useMemo, useState } from 'react';
import { formatDate } from '@/components/format';
import {
  subscriberMatches,
  subscribersCsvFilename,
  subscribersExportUrl,
  type SubscriberStatusFilter as StatusFilter,
} from '@/domain/subscribers';
import type { NewsletterStatus, NewsletterSubscriber } from '@/domain/types';
import { adminQueries } from '@/lib/api-queries';
import { SUBSCRIBER_STATUS_LABEL, SUBSCRIBERS_TEXT as TEXT } from '../admin-text';
import { AdminPageHeader, AdminQueryTable, AdminToolbar } from '../layout/admin-page';

const STATUS_BADGE: Record<NewsletterStatus, 'warning' | 'success' | 'default'> = {
  pending: 'warning',
  confirmed: 'success',
  unsubscribed: 'default',
};

const STATUS_OPTIONS: Array<{ value: StatusFilter; label: string }> = [
  { value: 'all', label: 'All subscribers' },
  { value: 'confirmed', label: SUBSCRIBER_STATUS_LABEL.confirmed },
  { value: 'pending', label: SUBSCRIBER_STATUS_LABEL.pending },
  { value: 'unsubscribed', label: SUBSCRIBER_STATUS_LABEL.unsubscribed },
];

export function filterSubscribers(list: NewsletterSubscriber[], search: string, status: StatusFilter) {
  return list.filter((item) => subscriberMatches(item, search, status));
}

/**
 * The rows the page shows, as the CSV file the API streams (the same filter and search): a link
 * the browser downloads, so no export is held in the page.
 */
function downloadCsv(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = subscribersCsvFilename(new Date());
  link.click();
}

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
  const subscribers = useQuery(adminQueries.subscribers());
  const { token } = theme.useToken();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const deferredSearch = useDeferredValue(search);
  const shown = useMemo(
    () => filterSubscribers(subscribers.data ?? [], deferredSearch, status),
    [subscribers.data, deferredSearch, status],
  );

  return (
    <>
      <AdminPageHeader
        title="Subscribers"
        extra={
          <Button
            icon={<DownloadOutlined />}
            disabled={shown.length === 0}
            onClick={() => downloadCsv(subscribersExportUrl(deferredSearch, status))}
          >
            Export CSV ({shown.length})
          </Button>
        }
      >
        <Badge
          count={subscribers.data?.length ?? 0}
          showZero
          overflowCount={999_999}
          color={token.colorPrimary}
          title="Subscribers in all"
          data-testid="subscriber-count"
        />
      </AdminPageHeader>
      <AdminToolbar
        search={{ value: search, onChange: setSearch, ...TEXT.search }}
        filter={{ value: status, onChange: setStatus, options: STATUS_OPTIONS, label: TEXT.statusFilter }}
      />
      <AdminQueryTable
        query={subscribers}
        text={TEXT}
        rowKey="email"
        columns={columns}
        dataSource={shown}
        minWidth={640}
      />
    </>
  );
}
