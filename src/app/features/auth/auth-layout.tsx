import { Alert, Card, Skeleton, Typography } from 'antd';
import type { ComponentType } from 'react';
import { Navigate } from 'react-router';
import { PageContainer } from '@/components/layout/page-container';
import { usePendingSaveStore } from '@/lib/favorites/pending-save-store';
import { WithFirebase } from '@/lib/firebase/with-firebase';
import { usePageMeta } from '@/lib/page-meta';
import { useCurrentUser } from '@/lib/session/current-user';
import type { AuthScreenText } from './auth-text';
import { useReturnPath } from './use-finish-sign-in';
import './auth.css';

/** The frame of the sign-in and sign-up screens: a narrow card, the form inside it once the Firebase SDK has loaded. */
export function AuthLayout({ text, form: AuthForm }: { text: AuthScreenText; form: ComponentType }) {
  const { title, description, intro } = text;
  usePageMeta({ title, description });
  const { user } = useCurrentUser();
  const next = useReturnPath();
  const pending = usePendingSaveStore((state) => state.pending);

  // Already signed in (another tab, the back button): nothing to do here.
  if (user) return <Navigate to={next} replace />;

  return (
    <PageContainer>
      <div className="fm-auth">
        <Card>
          <Typography.Title level={1} className="fm-auth__title">
            {title}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>
          {pending && (
            <Alert
              type="info"
              showIcon
              className="fm-auth__notice"
              title={`Sign in to save “${pending.title}” to your favorites.`}
              description="We'll save it as soon as you're signed in."
            />
          )}
          {/* No title: antd draws a skeleton's title as an empty <h3>, a heading with nothing to say
              (HTML_CodeSniffer H42.2 when its check met the form still waiting for Firebase). */}
          <WithFirebase fallback={<Skeleton active title={false} paragraph={{ rows: 7 }} />}>
            <AuthForm />
          </WithFirebase>
        </Card>
      </div>
    </PageContainer>
  );
}
