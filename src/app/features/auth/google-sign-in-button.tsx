import { GoogleOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { signInWithGoogle } from '@/lib/firebase/auth-actions';
import { useFirebaseAuth } from '@/lib/firebase/use-firebase-auth';
import { googleAuthErrorMessage } from './auth-error-message';
import { useFinishSignIn } from './use-finish-sign-in';

/** Google through signInWithPopup (locally, the Auth emulator's own account picker). */
export function GoogleSignInButton({ onError }: { onError: (message: string | null) => void }) {
  const auth = useFirebaseAuth();
  const finishSignIn = useFinishSignIn();
  const [busy, setBusy] = useState(false);

  const onClick = async () => {
    onError(null);
    setBusy(true);
    try {
      await finishSignIn(await signInWithGoogle(auth));
    } catch (error) {
      onError(googleAuthErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button block size="large" icon={<GoogleOutlined />} loading={busy} onClick={() => void onClick()}>
      Continue with Google
    </Button>
  );
}
