import { CheckOutlined, EyeOutlined, MailOutlined, WarningOutlined } from '@ant-design/icons';
import { Alert, Badge, Button, Descriptions, Flex, Modal, Tag, Typography, theme } from 'antd';
import type { TableProps } from 'antd';
import { useState } from 'react';
import { replyMailto, submissionMatchesSearch } from '@/domain/contact';
import type { ContactStatus, ContactSubmission } from '@/domain/types';
import { CONTACT_STATUS_LABEL, INBOX_TEXT as TEXT } from '../admin-text';
import { useUpdateSubmissionStatus } from '../api/admin-queries';
import { AdminList, AdminPageHeader, useListSearch, type ListFilter } from '../layout/admin-page';
import { useInbox, type Inbox } from './use-inbox';

type StatusFilter = 'all' | ContactStatus;

const STATUS_FILTER: ListFilter<StatusFilter> = {
  label: TEXT.statusFilter,
  options: [
    { value: 'all', label: TEXT.allStatus },
    { value: 'unread', label: CONTACT_STATUS_LABEL.unread },
    { value: 'read', label: CONTACT_STATUS_LABEL.read },
    { value: 'replied', label: CONTACT_STATUS_LABEL.replied },
  ],
};

const STATUS_BADGE: Record<ContactStatus, 'error' | 'processing' | 'success'> = {
  unread: 'error',
  read: 'processing',
  replied: 'success',
};

const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const submissionKept = (item: ContactSubmission, search: string, status: StatusFilter): boolean =>
  (status === 'all' || item.status === status) && submissionMatchesSearch(item, search);

function StatusTag({ status }: { status: ContactStatus }) {
  return <Badge status={STATUS_BADGE[status]} text={CONTACT_STATUS_LABEL[status]} />;
}

/**
 * On a message whose email notice to the owner could not be delivered (the mail server gave it up):
 * the owner learns of it only here, so the row says so, and the message's dialog says why.
 */
function NoticeFailedTag({ item }: { item: ContactSubmission }) {
  if (!item.noticeError) return null;
  return (
    <Tag color="warning" icon={<WarningOutlined />} title={TEXT.noticeFailed(item.noticeError)}>
      {TEXT.noticeFailedTag}
    </Tag>
  );
}

/** Where the list comes from, said plainly: live, or the API's list while live updates are down. */
function ConnectionNotice({ inbox }: { inbox: Inbox }) {
  if (inbox.mode === 'live') {
    return <Badge status="processing" text={TEXT.liveOn} data-testid="inbox-live" />;
  }
  if (inbox.mode === 'connecting') return null;
  const reload = (
    <Button size="small" onClick={inbox.reload}>
      Reload list
    </Button>
  );
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="inbox-not-live"
      title={inbox.mode === 'offline' ? TEXT.offline : TEXT.liveFailed}
      description={inbox.apiFailed ? TEXT.loadFailed : undefined}
      action={
        inbox.mode === 'refused' ? (
          <Flex gap={8} wrap>
            <Button size="small" onClick={inbox.retryLive}>
              {TEXT.retry}
            </Button>
            {reload}
          </Flex>
        ) : (
          reload
        )
      }
    />
  );
}

function CountBadge({ label, count, color, testId }: { label: string; count: number; color: string; testId: string }) {
  return (
    <Flex align="center" gap={6} aria-label={`${label}: ${count}`} role="group">
      <Badge count={count} showZero overflowCount={99_999} color={color} data-testid={testId} />
      <Typography.Text type="secondary" aria-hidden>
        {label}
      </Typography.Text>
    </Flex>
  );
}

export default function ContactInboxPage() {
  const inbox = useInbox();
  const { token } = theme.useToken();
  const updateStatus = useUpdateSubmissionStatus();
  const all = inbox.submissions;
  // A failed read is said above the list (ConnectionNotice); the list keeps what it last had.
  const read = { data: all, isError: false, isPending: inbox.isLoading, refetch: inbox.reload };
  const list = useListSearch(read, 'all', submissionKept);
  const [openId, setOpenId] = useState<string | null>(null);
  // Read from the list each render, so the dialog follows live changes to the message it shows.
  const open = all?.find((item) => item.id === openId);

  const setItemStatus = (item: ContactSubmission, next: ContactStatus, quiet = false) =>
    updateStatus.mutate({ id: item.id, status: next, quiet });

  const view = (item: ContactSubmission) => {
    setOpenId(item.id);
    // Opening an unread message marks it read.
    if (item.status === 'unread') setItemStatus(item, 'read', true);
  };

  const columns: TableProps<ContactSubmission>['columns'] = [
    {
      title: 'Status',
      key: 'status',
      render: (_, item) => (
        <Flex vertical gap={4} align="start">
          <StatusTag status={item.status} />
          <NoticeFailedTag item={item} />
        </Flex>
      ),
    },
    {
      title: 'Name',
      key: 'name',
      render: (_, item) => <Typography.Text strong={item.status === 'unread'}>{item.name}</Typography.Text>,
    },
    { title: 'Email', dataIndex: 'email', key: 'email' },
    { title: 'Subject', dataIndex: 'subject', key: 'subject', ellipsis: true },
    { title: 'Submitted', key: 'submittedAt', render: (_, item) => formatDateTime(item.submittedAt) },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, item) => (
        <Flex gap={8} wrap>
          <Button
            size="small"
            icon={<EyeOutlined />}
            onClick={() => view(item)}
            aria-label={`View message from ${item.name}`}
          >
            {TEXT.view}
          </Button>
          {item.status === 'unread' && (
            <Button size="small" onClick={() => setItemStatus(item, 'read')} aria-label={`Mark Read: ${item.name}`}>
              {TEXT.markRead}
            </Button>
          )}
          {item.status === 'read' && (
            <Button
              size="small"
              onClick={() => setItemStatus(item, 'replied')}
              aria-label={`Mark Replied: ${item.name}`}
            >
              {TEXT.markReplied}
            </Button>
          )}
        </Flex>
      ),
    },
  ];

  return (
    <>
      <AdminPageHeader title={TEXT.title}>
        {inbox.total !== undefined && (
          <CountBadge label={TEXT.total} count={inbox.total} color={token.colorPrimary} testId="inbox-total" />
        )}
        {inbox.unread !== undefined && (
          <CountBadge label={TEXT.unread} count={inbox.unread} color={token.colorError} testId="inbox-unread" />
        )}
      </AdminPageHeader>
      <Flex vertical gap={16}>
        <ConnectionNotice inbox={inbox} />
        <AdminList list={list} text={TEXT} filter={STATUS_FILTER} rowKey="id" columns={columns} minWidth={900} />
        {inbox.hasOlder && all && (
          <Flex align="center" justify="space-between" gap={12} wrap>
            <Typography.Text type="secondary">{TEXT.showingNewest(all.length, inbox.total)}</Typography.Text>
            <Button onClick={inbox.showOlder}>{TEXT.loadOlder}</Button>
          </Flex>
        )}
      </Flex>
      <Modal
        open={!!open}
        title={open ? `Message from ${open.name}` : undefined}
        onCancel={() => setOpenId(null)}
        footer={
          open && (
            <Flex gap={8} justify="end" wrap>
              <Button icon={<MailOutlined />} href={replyMailto(open.email, open.subject)}>
                {TEXT.replyViaEmail}
              </Button>
              {open.status !== 'replied' && (
                <Button type="primary" icon={<CheckOutlined />} onClick={() => setItemStatus(open, 'replied')}>
                  {TEXT.markAsReplied}
                </Button>
              )}
              <Button onClick={() => setOpenId(null)}>Close</Button>
            </Flex>
          )
        }
      >
        {open?.noticeError && (
          <Alert
            type="warning"
            showIcon
            title={TEXT.noticeFailed(open.noticeError)}
            data-testid="notice-failed"
            style={{ marginBottom: 16 }}
          />
        )}
        {open && (
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label="From">
              {open.name} &lt;{open.email}&gt;
            </Descriptions.Item>
            <Descriptions.Item label="Subject">{open.subject}</Descriptions.Item>
            <Descriptions.Item label="Submitted">{formatDateTime(open.submittedAt)}</Descriptions.Item>
            <Descriptions.Item label="Status">
              <StatusTag status={open.status} />
            </Descriptions.Item>
            <Descriptions.Item label="Message">
              {/* Text, never markup; the sender's line breaks kept. */}
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{open.message}</Typography.Paragraph>
            </Descriptions.Item>
          </Descriptions>
        )}
      </Modal>
    </>
  );
}
