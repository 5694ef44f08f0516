import { Alert, Divider, Form, Typography } from 'antd';
import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { GoogleSignInButton } from './google-sign-in-button';

interface AuthFormFrameProps {
  /** The form's accessible name. */
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  problem: string | null;
  onProblem: (message: string | null) => void;
  /** The other screen: 'New to …? Create an account' / 'Already have an account? Sign in'. */
  switchPrompt: string;
  switchLabel: string;
  switchTo: string;
  children: ReactNode;
}

/** What sign-in and sign-up share: the error banner, the form, Google, and the way to the other screen. */
export function AuthFormFrame({
  label,
  onSubmit,
  problem,
  onProblem,
  switchPrompt,
  switchLabel,
  switchTo,
  children,
}: AuthFormFrameProps) {
  return (
    <>
      {problem && <Alert type="error" showIcon title={problem} role="alert" style={{ marginBottom: 16 }} />}
      <form onSubmit={(event) => void onSubmit(event)} aria-label={label} noValidate>
        <Form layout="vertical" component={false}>
          {children}
        </Form>
      </form>
      <Divider plain>or</Divider>
      <GoogleSignInButton onError={onProblem} />
      <Typography.Paragraph style={{ marginTop: 24, marginBottom: 0, textAlign: 'center' }}>
        {switchPrompt} <Link to={switchTo}>{switchLabel}</Link>
      </Typography.Paragraph>
    </>
  );
}
