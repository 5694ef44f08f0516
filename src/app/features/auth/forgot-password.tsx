import { Alert, Button, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { MESSAGES } from '@/domain/schemas';
import { signInSchema } from '@/domain/schemas';
import { sendPasswordReset } from '@/lib/firebase/auth-actions';
import { useFirebaseAuth } from '@/lib/firebase/use-firebase-auth';
import { describeAuthError } from './auth-error-message';

const emailSchema = signInSchema.shape.email;

/** 'Forgot password?': Firebase's reset email (locally, the link appears in the Auth emulator's log). */
export function ForgotPassword({ initialEmail }: { initialEmail: () => string }) {
  const auth = useFirebaseAuth();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [state, setState] = useState<{ kind: 'idle' | 'sending' | 'sent' } | { kind: 'error'; message: string }>({
    kind: 'idle',
  });

  const show = () => {
    setEmail(initialEmail());
    setState({ kind: 'idle' });
    setOpen(true);
  };

  const send = async () => {
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setState({ kind: 'error', message: MESSAGES.emailInvalid });
      return;
    }
    setState({ kind: 'sending' });
    try {
      await sendPasswordReset(auth, parsed.data);
      setState({ kind: 'sent' });
    } catch (error) {
      // An unknown address is not revealed: the same note as a sent email.
      const code = (error as { code?: string }).code;
      if (code === 'auth/user-not-found') setState({ kind: 'sent' });
      else setState({ kind: 'error', message: describeAuthError(error) });
    }
  };

  return (
    <>
      <Button type="link" onClick={show} style={{ padding: 0 }}>
        Forgot password?
      </Button>
      <Modal
        open={open}
        title="Reset your password"
        onCancel={() => setOpen(false)}
        okText={state.kind === 'sent' ? 'Done' : 'Send reset link'}
        confirmLoading={state.kind === 'sending'}
        onOk={() => (state.kind === 'sent' ? setOpen(false) : void send())}
        destroyOnHidden
      >
        {state.kind === 'sent' ? (
          <Alert
            type="success"
            showIcon
            role="status"
            title="Check your email"
            description={`If an account uses ${email}, a link to choose a new password is on its way.`}
          />
        ) : (
          <>
            <Typography.Paragraph>
              Enter your account's email and we'll send you a link to choose a new password.
            </Typography.Paragraph>
            <label htmlFor="reset-email">Email</label>
            <Input
              id="reset-email"
              type="email"
              autoComplete="email"
              value={email}
              status={state.kind === 'error' ? 'error' : undefined}
              aria-invalid={state.kind === 'error'}
              aria-describedby={state.kind === 'error' ? 'reset-email-error' : undefined}
              onChange={(event) => setEmail(event.target.value)}
              onPressEnter={() => void send()}
            />
            {state.kind === 'error' && (
              <Typography.Text type="danger" id="reset-email-error" role="alert">
                {state.message}
              </Typography.Text>
            )}
          </>
        )}
      </Modal>
    </>
  );
}
