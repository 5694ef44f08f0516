import DownloadOutlined from '@ant-design/icons-svg/es/asn/DownloadOutlined';
import { Icon } from '@/components/ui/icon';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link';
import { PageContainer } from '@/components/layout/page-container';
import { PlainButton } from '@/components/ui/plain-button';
import { Surface } from '@/components/ui/surface';
import { Paragraph, Title } from '@/components/ui/text';
import { PRAYER_JOURNAL_PATH } from '@/domain/constants';
import { ROUTES } from '@/domain/routes';
import { ApiError, apiRequest } from '@/lib/api-client';
import { usePageMeta } from '@/lib/page-meta';
import { CONFIRM_PAGE_TEXT, LINK_PAGE_TEXT, UNSUBSCRIBE_PAGE_TEXT } from './newsletter-link-text';

interface LinkPageText {
  title: string;
  intro: string;
  action: string;
  busy: string;
  endpoint: string;
  /** Shown under the server's answer once the action has succeeded. */
  afterDone?: ReactNode;
}

/**
 * Where the newsletter's email links land. The action waits for the reader's press (a POST): mail
 * scanners that open every link must not confirm or end anyone's subscription.
 */
function NewsletterLinkPage({ title, intro, action, busy, endpoint, afterDone }: LinkPageText) {
  usePageMeta({ title, description: intro });
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<{ kind: 'idle' | 'busy' } | { kind: 'done' | 'failed'; message: string }>({
    kind: 'idle',
  });

  const run = async () => {
    setState({ kind: 'busy' });
    try {
      const response = await apiRequest('POST', `${endpoint}?token=${encodeURIComponent(token)}`);
      setState({ kind: 'done', message: ((await response.json()) as { message: string }).message });
    } catch (error) {
      const message = error instanceof ApiError ? error.serverMessage : null;
      setState({ kind: 'failed', message: message ?? LINK_PAGE_TEXT.failureFallback });
    }
  };

  return (
    <PageContainer narrow>
      <Surface style={{ maxWidth: 560, margin: '48px auto', textAlign: 'center' }}>
        <Title level={1} style={{ fontSize: 28 }}>
          {title}
        </Title>
        {state.kind === 'done' || state.kind === 'failed' ? (
          <>
            <Paragraph role={state.kind === 'failed' ? 'alert' : 'status'}>{state.message}</Paragraph>
            {state.kind === 'done' && afterDone}
          </>
        ) : (
          <>
            <Paragraph type="secondary">{intro}</Paragraph>
            <PlainButton type="primary" onClick={() => void run()} disabled={!token} loading={state.kind === 'busy'}>
              {state.kind === 'busy' ? busy : action}
            </PlainButton>
          </>
        )}
        <Paragraph style={{ marginTop: 24, marginBottom: 0 }}>
          <ButtonLink to={ROUTES.home}>{LINK_PAGE_TEXT.home}</ButtonLink>
        </Paragraph>
      </Surface>
    </PageContainer>
  );
}

/** The signup form promised the journal: the press that confirms hands it over, as well as mailing it. */
export function NewsletterConfirmPage() {
  const { download, ...text } = CONFIRM_PAGE_TEXT;
  return (
    <NewsletterLinkPage
      {...text}
      endpoint="/api/newsletter/confirm"
      afterDone={
        <PlainButton
          type="primary"
          href={PRAYER_JOURNAL_PATH}
          download
          icon={<Icon svg={DownloadOutlined} aria-hidden="true" />}
        >
          {download}
        </PlainButton>
      }
    />
  );
}

export function NewsletterUnsubscribePage() {
  return <NewsletterLinkPage {...UNSUBSCRIBE_PAGE_TEXT} endpoint="/api/newsletter/unsubscribe" />;
}
