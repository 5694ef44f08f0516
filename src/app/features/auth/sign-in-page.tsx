import { Input } from 'antd';
import { FormField } from '@/components/form-field';
import { signInSchema } from '@/domain/schemas';
import { AuthLayout } from './auth-layout';
import { describeAuthError } from './auth-error-message';
import { ForgotPassword } from './forgot-password';
import { AuthFormFrame, useAuthForm } from './auth-form-frame';
import { SIGN_IN_TEXT } from './auth-text';

function SignInForm() {
  const { form, banner, signIn } = useAuthForm(signInSchema, { email: '', password: '' });
  const { control, handleSubmit, getValues, formState } = form;

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
  return <AuthLayout text={SIGN_IN_TEXT} form={SignInForm} />;
}
