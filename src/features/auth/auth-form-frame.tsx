import { Alert, Button, Divider, Form, Typography } from 'antd';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { authPath } from '@/domain/routes';
import { GoogleSignInButton } from './google-sign-in-button';
import { useReturnPath } from './use-finish-sign-in';

/** A sign-in screen's own words in the frame. */
export interface AuthFrameText {
  /** The form's accessible name. */
  label: string;
  /** The submit button's words, and those while the form is being sent. */
  submit: { idle: string; busy: string };
  /** The other screen: 'New to …? Create an account' / 'Already have an account? Sign in'; the return path goes along. */
  other: { prompt: string; label: string; to: Parameters<typeof authPath>[0] };
}

interface AuthProblem {
  /** The banner's message: why the last submit or Google sign-in failed. */
  problem: string | null;
  onProblem: (message: string | null) => void;
}

/** The banner's state, spread into the frame; the form sets it when its submit fails. */
export function useAuthProblem(): AuthProblem {
  const [problem, onProblem] = useState<string | null>(null);
  return { problem, onProblem };
}

interface AuthFormFrameProps extends AuthProblem {
  text: AuthFrameText;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  submitting: boolean;
  children: ReactNode;
}

/**
 * What sign-in and sign-up share: the error banner, the form and its submit button, Google, and
 * the way to the other screen.
 */
export function AuthFormFrame({ text, onSubmit, submitting, problem, onProblem, children }: AuthFormFrameProps) {
  const { label, submit, other } = text;
  const next = useReturnPath();
  return (
    <>
      {problem && <Alert type="error" showIcon title={problem} role="alert" style={{ marginBottom: 16 }} />}
      <form onSubmit={(event) => void onSubmit(event)} aria-label={label} noValidate>
        <Form layout="vertical" component={false}>
          {children}
          <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
            {submitting ? submit.busy : submit.idle}
          </Button>
        </Form>
      </form>
      <Divider plain>or</Divider>
      <GoogleSignInButton onError={onProblem} />
      <Typography.Paragraph style={{ marginTop: 24, marginBottom: 0, textAlign: 'center' }}>
        {other.prompt} <Link to={authPath(other.to, next)}>{other.label}</Link>
      </Typography.Paragraph>
    </>
  );
}
