import { zodResolver } from '@hookform/resolvers/zod';
import { Input } from 'antd';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/form-field';
import { USERNAME_MAX, USERNAME_MIN } from '@/domain/constants';
import { ROUTES } from '@/domain/routes';
import { signUpSchema, type SignUpInput } from '@/domain/schemas';
import { apiRequest } from '@/lib/api-client';
import { usePageMeta } from '@/lib/page-meta';
import { useServerFieldErrors } from '@/lib/use-server-field-errors';
import { AuthLayout } from './auth-layout';
import { describeAuthError } from './auth-error-message';
import { AuthFormFrame, useAuthProblem, type AuthFrameText } from './auth-form-frame';
import { usePasswordSignIn } from './use-finish-sign-in';

const FIELDS = ['firstName', 'username', 'email', 'password'] as const;

const SIGN_UP_TEXT: AuthFrameText = {
  label: 'Create account',
  submit: { idle: 'Create Account', busy: 'Creating account...' },
  other: { prompt: 'Already have an account?', label: 'Sign in', to: ROUTES.signIn },
};

function SignUpForm() {
  const signIn = usePasswordSignIn();
  const banner = useAuthProblem();
  const { control, handleSubmit, setError, formState } = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { firstName: '', username: '', email: '', password: '' },
  });
  const showFieldErrors = useServerFieldErrors(setError, FIELDS);

  const onSubmit = handleSubmit(async (input) => {
    banner.onProblem(null);
    try {
      // The server checks and claims the username before the account exists.
      await apiRequest('POST', '/api/auth/sign-up', input);
    } catch (error) {
      if (showFieldErrors(error) === 0) banner.onProblem(describeAuthError(error));
      return;
    }
    try {
      await signIn(input.email, input.password);
    } catch (error) {
      banner.onProblem(`Your account is ready, but signing in failed: ${describeAuthError(error)}`);
    }
  });

  return (
    <AuthFormFrame text={SIGN_UP_TEXT} onSubmit={onSubmit} submitting={formState.isSubmitting} {...banner}>
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
