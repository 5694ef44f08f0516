import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Divider, Form, Typography } from 'antd';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { authPath } from '@/domain/routes';
import type { AuthScreenText } from './auth-text';
import { GoogleSignInButton } from './google-sign-in-button';
import { usePasswordSignIn, useReturnPath } from './use-finish-sign-in';
import { SiteLink } from '@/components/ui/site-link';

interface AuthProblem {
  /** The banner's message: why the last submit or Google sign-in failed. */
  problem: string | null;
  onProblem: (message: string | null) => void;
}

/** The banner's state, spread into the frame; the form sets it when its submit fails. */
function useAuthProblem(): AuthProblem {
  const [problem, onProblem] = useState<string | null>(null);
  return { problem, onProblem };
}

/**
 * A sign-in screen's form with what every such screen needs around it: the banner's state and the
 * password sign-in that finishes as every sign-in does.
 */
export function useAuthForm<T extends FieldValues>(schema: z.ZodType<T, T>, defaultValues: DefaultValues<T>) {
  const form = useForm<T>({ resolver: zodResolver(schema), defaultValues });
  return { form, banner: useAuthProblem(), signIn: usePasswordSignIn() };
}

interface AuthFormFrameProps extends AuthProblem {
  text: AuthScreenText;
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
        {other.prompt} <SiteLink to={authPath(other.to, next)}>{other.label}</SiteLink>
      </Typography.Paragraph>
    </>
  );
}
