import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link';
import { PageContainer } from '@/components/layout/page-container';
import { PlainButton } from '@/components/ui/plain-button';
import { Surface } from '@/components/ui/surface';
import { Paragraph, Title } from '@/components/ui/text';
import { ROUTES } from '@/domain/routes';
import { ApiError, apiRequest } from '@/lib/api-client';
import { usePageMeta } from '@/lib/page-meta';

interface LinkPageText {
  title: string;
  intro: string;
  action: string;
  busy: string;
  endpoint: string;
}

/**
 * Where the newsletter's email links land. The action waits for the reader's press (a POST): mail
 * scanners that open every link must not confirm or end anyone's subscription.
 */
function NewsletterLinkPage({ title, intro, action, busy, endpoint }: LinkPageText) {
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
      setState({ kind: 'failed', message: message ?? 'Something went wrong. Please try again.' });
    }
  };

  return (
    <PageContainer narrow>
      <Surface style={{ maxWidth: 560, margin: '48px auto', textAlign: 'center' }}>
        <Title level={1} style={{ fontSize: 28 }}>
          {title}
        </Title>
        {state.kind === 'done' || state.kind === 'failed' ? (
          <Paragraph role={state.kind === 'failed' ? 'alert' : 'status'}>{state.message}</Paragraph>
        ) : (
          <>
            <Paragraph type="secondary">{intro}</Paragraph>
            <PlainButton type="primary" onClick={() => void run()} disabled={!token} loading={state.kind === 'busy'}>
              {state.kind === 'busy' ? busy : action}
            </PlainButton>
          </>
        )}
        <Paragraph style={{ marginTop: 24, marginBottom: 0 }}>
          <ButtonLink to={ROUTES.home}>Back to Faithful Matches</ButtonLink>
        </Paragraph>
      </Surface>
    </PageContainer>
  );
}

export function NewsletterConfirmPage() {
  return (
    <NewsletterLinkPage
      title="Confirm your subscription"
      intro="One more step: confirm that you want our newsletter, and your free 30-day prayer journal is on its way."
      action="Confirm my subscription"
      busy="Confirming..."
      endpoint="/api/newsletter/confirm"
    />
  );
}

export function NewsletterUnsubscribePage() {
  return (
    <NewsletterLinkPage
      title="Unsubscribe"
      intro="Stop receiving the Faithful Matches newsletter? You can subscribe again at any time."
      action="Unsubscribe"
      busy="Unsubscribing..."
      endpoint="/api/newsletter/unsubscribe"
    />
  );
}
