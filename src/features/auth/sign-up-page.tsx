import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/form-field';
import { USERNAME_MAX, USERNAME_MIN } from '@/domain/constants';
import { authPath, ROUTES } from '@/domain/routes';
import { signUpSchema, type SignUpInput } from '@/domain/schemas';
import { apiRequest } from '@/lib/api-client';
import { signInWithPassword } from '@/lib/firebase/auth-actions';
import { useFirebaseAuth } from '@/lib/firebase/use-firebase-auth';
import { usePageMeta } from '@/lib/page-meta';
import { useServerFieldErrors } from '@/lib/use-server-field-errors';
import { AuthLayout } from './auth-layout';
import { describeAuthError } from './auth-error-message';
import { AuthFormFrame } from './auth-form-frame';
import { useFinishSignIn, useReturnPath } from './use-finish-sign-in';

const FIELDS = ['firstName', 'username', 'email', 'password'] as const;

function SignUpForm() {
  const auth = useFirebaseAuth();
  const finishSignIn = useFinishSignIn();
  const next = useReturnPath();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { firstName: '', username: '', email: '', password: '' },
  });
  const showFieldErrors = useServerFieldErrors(setError, FIELDS);

  const onSubmit = handleSubmit(async (input) => {
    setProblem(null);
    try {
      // The server checks and claims the username before the account exists.
      await apiRequest('POST', '/api/auth/sign-up', input);
    } catch (error) {
      if (showFieldErrors(error) === 0) setProblem(describeAuthError(error));
      return;
    }
    try {
      await finishSignIn(await signInWithPassword(auth, input.email, input.password));
    } catch (error) {
      setProblem(`Your account is ready, but signing in failed: ${describeAuthError(error)}`);
    }
  });

  return (
    <AuthFormFrame
      label="Create account"
      onSubmit={onSubmit}
      problem={problem}
      onProblem={setProblem}
      switchPrompt="Already have an account?"
      switchLabel="Sign in"
      switchTo={authPath(ROUTES.signIn, next)}
    >
      <FormField control={control} name="firstName" label="First name" idPrefix="sign-up" required>
        {(field) => <Input {...field} autoComplete="given-name" size="large" />}
      </FormField>
      <FormField
        control={control}
        name="username"
        label="Username"
        idPrefix="sign-up"
        required
        extra={`${USERNAME_MIN} to ${USERNAME_MAX} letters, numbers or underscores. Unique on the site.`}
      >
        {(field) => <Input {...field} autoComplete="username" size="large" />}
      </FormField>
      <FormField control={control} name="email" label="Email" idPrefix="sign-up" required>
        {(field) => <Input {...field} type="email" autoComplete="email" size="large" />}
      </FormField>
      <FormField
        control={control}
        name="password"
        label="Password"
        idPrefix="sign-up"
        required
        extra="At least 8 characters."
      >
        {(field) => <Input.Password {...field} autoComplete="new-password" size="large" />}
      </FormField>
      <Button type="primary" htmlType="submit" block size="large" loading={isSubmitting}>
        {isSubmitting ? 'Creating account...' : 'Create Account'}
      </Button>
    </AuthFormFrame>
  );
}

export default function SignUpPage() {
  usePageMeta({
    title: 'Create an Account',
    description: 'Create a free Faithful Matches account to save articles, resources and app reviews.',
  });
  return (
    <AuthLayout title="Create an Account" intro="Save articles, resources and app reviews to your own dashboard.">
      <SignUpForm />
    </AuthLayout>
  );
}
