import { zodResolver } from '@hookform/resolvers/zod';
import { Input } from 'antd';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/form-field';
import { ROUTES } from '@/domain/routes';
import { signInSchema, type SignInInput } from '@/domain/schemas';
import { usePageMeta } from '@/lib/page-meta';
import { AuthLayout } from './auth-layout';
import { describeAuthError } from './auth-error-message';
import { ForgotPassword } from './forgot-password';
import { AuthFormFrame, useAuthProblem, type AuthFrameText } from './auth-form-frame';
import { usePasswordSignIn } from './use-finish-sign-in';

const SIGN_IN_TEXT: AuthFrameText = {
  label: 'Sign in',
  submit: { idle: 'Sign In', busy: 'Signing in...' },
  other: { prompt: 'New to Faithful Matches?', label: 'Create an account', to: ROUTES.signUp },
};

function SignInForm() {
  const signIn = usePasswordSignIn();
  const banner = useAuthProblem();
  const { control, handleSubmit, getValues, formState } = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    banner.onProblem(null);
    try {
      await signIn(email, password);
    } catch (error) {
      banner.onProblem(describeAuthError(error));
    }
  });

  return (
    <AuthFormFrame text={SIGN_IN_TEXT} onSubmit={onSubmit} submitting={formState.isSubmitting} {...banner}>
      <FormField control={control} name="email" label="Email" idPrefix="sign-in" required>
        {(field) => <Input {...field} type="email" autoComplete="email" size="large" />}
      </FormField>
      <FormField control={control} name="password" label="Password" idPrefix="sign-in" required>
        {(field) => <Input.Password {...field} autoComplete="current-password" size="large" />}
      </FormField>
      <div className="fm-auth__row" style={{ marginBottom: 16 }}>
        <ForgotPassword initialEmail={() => getValues('email')} />
      </div>
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
