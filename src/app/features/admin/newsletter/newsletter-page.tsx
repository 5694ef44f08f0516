// The owner writes to confirmed subscribers: a subject and a Markdown body, a test to their own
// address, then the send, whose progress shows until it ends with the count; past sends below.
// Beside each sent count, the emails the mail server gave up on, and how many of those bounced.
import { SendOutlined, ExperimentOutlined } from '@ant-design/icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Alert, Badge, Button, Card, Flex, Form, Input, Modal, Progress, Typography, type TableProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { FormField } from '@/components/form-field';
import { formatDate } from '@/components/format';
import { ANNOUNCE_PARAM } from '@/domain/routes';
import { newsletterDraftSchema, type NewsletterDraftInput } from '@/domain/schemas';
import type { NewsletterIssue, NewsletterIssueStatus } from '@/domain/types';
import { adminQueries } from '@/lib/api-queries';
import { useServerFieldErrors } from '@/lib/use-server-field-errors';
import { ISSUE_STATUS_LABEL, NEWSLETTER_TEXT as TEXT } from '../admin-text';
import { errorDetail, useSendNewsletter, useSendTestNewsletter } from '../api/admin-queries';
import { AdminPageHeader, AdminQueryTable } from '../layout/admin-page';
import { MarkdownField } from '../markdown/markdown-field';
import { announcementDraft } from './announce';

const ID = 'newsletter';
const FIELD_NAMES: readonly (keyof NewsletterDraftInput)[] = ['subject', 'body'];
const EMPTY: NewsletterDraftInput = { subject: '', body: '' };

/** A send's id, chosen when the composer opens: pressing Send again, or a retry, is the same send. */
const newIssueId = () => `issue-${crypto.randomUUID()}`;

const STATUS_BADGE: Record<NewsletterIssueStatus, 'processing' | 'success' | 'error'> = {
  sending: 'processing',
  sent: 'success',
  failed: 'error',
};

/** Fills the composer once with an announcement of the post named in the address, if there is one. */
function useAnnouncement(fill: (draft: NewsletterDraftInput) => void) {
  const [params] = useSearchParams();
  const postId = params.get(ANNOUNCE_PARAM);
  const post = useQuery({ ...adminQueries.post(postId ?? ''), enabled: !!postId });
  const filled = useRef<string | null>(null);
  useEffect(() => {
    if (!post.data || filled.current === post.data.id) return;
    filled.current = post.data.id;
    fill(announcementDraft(post.data));
  }, [post.data, fill]);
  return { loading: !!postId && post.isPending, failed: !!postId && post.isError };
}

interface SendProgressProps {
  issue: NewsletterIssue | null;
  pending: boolean;
  /** Confirmed subscribers when the owner pressed Send. */
  expected: number;
  error: unknown;
}

/** "3 failed (2 bounced)" in the error colour, once the mail server has given up on any of a send's emails. */
function IssueFailures({ issue }: { issue: Pick<NewsletterIssue, 'failed' | 'bounced'> }) {
  if (!(issue.failed > 0)) return null;
  return (
    <Typography.Text type="danger" title={TEXT.failuresHelp} data-testid="issue-failures">
      {TEXT.failures(issue.failed, issue.bounced)}
    </Typography.Text>
  );
}

/** The send under way (before its first answer: none sent of the confirmed count), then its end. */
function SendProgress({ issue: answered, pending, expected, error }: SendProgressProps) {
  const issue =
    answered ?? (pending ? { sent: 0, total: expected, status: 'sending' as const, failed: 0, bounced: 0 } : null);
  if (!issue && !error) return null;
  const done = issue?.status === 'sent';
  return (
    <Flex vertical gap={8} style={{ marginTop: 16 }}>
      {issue && (
        <Progress
          percent={issue.total > 0 ? Math.min(100, Math.round((issue.sent / issue.total) * 100)) : 100}
          status={error ? 'exception' : done ? 'success' : 'active'}
          aria-label={TEXT.sending(issue.sent, issue.total)}
          format={() => `${issue.sent} / ${issue.total}`}
        />
      )}
      <div role="status">
        {error ? (
          <Alert type="error" showIcon title={TEXT.sendFailedTitle} description={TEXT.sendFailed(errorDetail(error))} />
        ) : done ? (
          <Alert
            type="success"
            showIcon
            title={TEXT.sentTitle}
            description={
              <Flex gap={8} wrap>
                <span>{TEXT.sent(issue.sent)}</span>
                <IssueFailures issue={issue} />
              </Flex>
            }
          />
        ) : (
          issue && (
            <Flex gap={8} wrap>
              <Typography.Text>{TEXT.sending(issue.sent, issue.total)}</Typography.Text>
              <IssueFailures issue={issue} />
            </Flex>
          )
        )}
      </div>
    </Flex>
  );
}

export default function NewsletterPage() {
  const counts = useQuery(adminQueries.subscriberCounts());
  const issues = useQuery(adminQueries.newsletterIssues());
  const [modal, modalHolder] = Modal.useModal();
  const [issueId, setIssueId] = useState(newIssueId);
  const [progress, setProgress] = useState<NewsletterIssue | null>(null);
  const sendTest = useSendTestNewsletter();
  const send = useSendNewsletter(setProgress);
  const { control, handleSubmit, reset, setError } = useForm<NewsletterDraftInput>({
    resolver: zodResolver(newsletterDraftSchema),
    defaultValues: EMPTY,
  });
  const showFieldErrors = useServerFieldErrors(setError, FIELD_NAMES);
  const announcement = useAnnouncement(reset);
  const confirmed = counts.data?.confirmed ?? 0;
  // The mail server gives emails up after the send has written them (hours later, for retries): the
  // history, read again, may know of more failures than the send's last answer did. They only grow.
  const recorded = progress && issues.data?.find((item) => item.id === progress.id);
  const shownProgress =
    progress && recorded && recorded.failed > progress.failed
      ? { ...progress, failed: recorded.failed, bounced: recorded.bounced }
      : progress;

  const onTest = handleSubmit(async (draft) => {
    try {
      await sendTest.mutateAsync(draft);
    } catch (error) {
      showFieldErrors(error);
    }
  });

  const onSend = handleSubmit(async (draft) => {
    const go = await modal.confirm({
      title: TEXT.confirmTitle,
      content: TEXT.confirmBody(confirmed, draft.subject),
      okText: TEXT.confirmOk,
    });
    if (!go) return;
    setProgress(null);
    try {
      const issue = await send.mutateAsync({ issueId, draft });
      if (issue.status === 'sent') {
        // Done: the next send is a new one, written afresh.
        reset(EMPTY);
        setIssueId(newIssueId());
      }
    } catch (error) {
      // Same id kept: pressing Send again carries this send on.
      showFieldErrors(error);
    }
  });

  const resume = (id: string) => {
    setProgress(null);
    send.mutate({ issueId: id });
  };

  const busy = send.isPending;
  const columns: TableProps<NewsletterIssue>['columns'] = [
    { title: 'Date', key: 'createdAt', render: (_, issue) => formatDate(issue.sentAt ?? issue.createdAt) },
    { title: 'Subject', dataIndex: 'subject', key: 'subject' },
    {
      title: 'Recipients',
      key: 'recipients',
      render: (_, issue) => (
        <Flex gap={8} wrap>
          <span>{issue.status === 'sent' ? issue.sent : `${issue.sent} of ${issue.total}`}</span>
          <IssueFailures issue={issue} />
        </Flex>
      ),
    },
    {
      title: 'Status',
      key: 'status',
      render: (_, issue) => (
        <Flex gap={8} align="center" wrap>
          <Badge status={STATUS_BADGE[issue.status]} text={ISSUE_STATUS_LABEL[issue.status]} />
          {issue.status !== 'sent' && (
            <Button size="small" disabled={busy} onClick={() => resume(issue.id)}>
              {TEXT.resume}
            </Button>
          )}
        </Flex>
      ),
    },
  ];

  return (
    <>
      <AdminPageHeader title={TEXT.title} />
      <Card title={TEXT.composer}>
        {announcement.loading && <Typography.Paragraph type="secondary">{TEXT.announceLoading}</Typography.Paragraph>}
        {announcement.failed && (
          <Alert type="error" showIcon title={TEXT.announceFailed} style={{ marginBottom: 16 }} />
        )}
        <form aria-label="Newsletter" noValidate onSubmit={(event) => void onSend(event)}>
          <Form layout="vertical" component={false}>
            <FormField control={control} name="subject" label={TEXT.subject} idPrefix={ID} required>
              {(field) => <Input {...field} disabled={busy} />}
            </FormField>
            <FormField control={control} name="body" label={TEXT.body} idPrefix={ID} required extra={TEXT.bodyHelp}>
              {(field) => <MarkdownField {...field} disabled={busy} />}
            </FormField>
            <Flex gap={8} wrap>
              <Button
                icon={<ExperimentOutlined />}
                loading={sendTest.isPending}
                disabled={busy}
                onClick={() => void onTest()}
              >
                {TEXT.sendTest}
              </Button>
              <Button
                type="primary"
                htmlType="submit"
                icon={<SendOutlined />}
                loading={busy}
                disabled={!counts.isSuccess || confirmed === 0}
              >
                {TEXT.send(confirmed)}
              </Button>
            </Flex>
          </Form>
        </form>
        <SendProgress issue={shownProgress} pending={send.isPending} expected={confirmed} error={send.error} />
      </Card>
      <Typography.Title level={2} style={{ fontSize: 20, marginBlock: '32px 16px' }}>
        {TEXT.history}
      </Typography.Title>
      <AdminQueryTable
        query={issues}
        text={TEXT}
        rowKey="id"
        columns={columns}
        dataSource={issues.data ?? []}
        minWidth={640}
      />
      {modalHolder}
    </>
  );
}
