import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/form-field';
import { authPath, ROUTES } from '@/domain/routes';
import { signInSchema, type SignInInput } from '@/domain/schemas';
import { signInWithPassword } from '@/lib/firebase/auth-actions';
import { useFirebaseAuth } from '@/lib/firebase/use-firebase-auth';
import { usePageMeta } from '@/lib/page-meta';
import { AuthLayout } from './auth-layout';
import { describeAuthError } from './auth-error-message';
import { ForgotPassword } from './forgot-password';
import { AuthFormFrame } from './auth-form-frame';
import { useFinishSignIn, useReturnPath } from './use-finish-sign-in';

function SignInForm() {
  const auth = useFirebaseAuth();
  const finishSignIn = useFinishSignIn();
  const next = useReturnPath();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    getValues,
    formState: { isSubmitting },
  } = useForm<SignInInput>({ resolver: zodResolver(signInSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setProblem(null);
    try {
      await finishSignIn(await signInWithPassword(auth, email, password));
    } catch (error) {
      setProblem(describeAuthError(error));
    }
  });

  return (
    <AuthFormFrame
      label="Sign in"
      onSubmit={onSubmit}
      problem={problem}
      onProblem={setProblem}
      switchPrompt="New to Faithful Matches?"
      switchLabel="Create an account"
      switchTo={authPath(ROUTES.signUp, next)}
    >
      <FormField control={control} name="email" label="Email" idPrefix="sign-in" required>
        {(field) => <Input {...field} type="email" autoComplete="email" size="large" />}
      </FormField>
      <FormField control={control} name="password" label="Password" idPrefix="sign-in" required>
        {(field) => <Input.Password {...field} autoComplete="current-password" size="large" />}
      </FormField>
      <div className="fm-auth__row" style={{ marginBottom: 16 }}>
        <ForgotPassword initialEmail={() => getValues('email')} />
      </div>
      <Button type="primary" htmlType="submit" block size="large" loading={isSubmitting}>
        {isSubmitting ? 'Signing in...' : 'Sign In'}
      </Button>
    </AuthFormFrame>
  );
}

export default function SignInPage() {
  usePageMeta({
    title: 'Sign In',
    description: 'Sign in to Faithful Matches to save articles, resources and app reviews to your dashboard.',
  });
  return (
    <AuthLayout title="Sign In" intro="Welcome back! Sign in to see and keep your saved favorites.">
      <SignInForm />
    </AuthLayout>
  );
}
