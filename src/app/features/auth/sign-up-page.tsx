import { Input } from 'antd';
import { FormField } from '@/components/form-field';
import { USERNAME_MAX, USERNAME_MIN } from '@/domain/constants';
import { signUpSchema } from '@/domain/schemas';
import { apiRequest } from '@/lib/api-client';
import { useServerFieldErrors } from '@/lib/use-server-field-errors';
import { AuthLayout } from './auth-layout';
import { describeAuthError } from './auth-error-message';
import { AuthFormFrame, useAuthForm } from './auth-form-frame';
import { SIGN_UP_TEXT } from './auth-text';

const FIELDS = ['firstName', 'username', 'email', 'password'] as const;

function SignUpForm() {
  const { form, banner, signIn } = useAuthForm(signUpSchema, { firstName: '', username: '', email: '', password: '' });
  const { control, handleSubmit, setError, formState } = form;
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
  return <AuthLayout text={SIGN_UP_TEXT} form={SignUpForm} />;
}
