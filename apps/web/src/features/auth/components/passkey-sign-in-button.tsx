import { Button } from '@mantine/core';
import { notify } from '@web/lib/toast';
import { usePasskeySignIn } from '../api/login';

type PasskeySignInButtonProps = {
  /** Whether remember me is ticked when the button is pressed. */
  remember: () => boolean;
  onSuccess: () => void;
};

/** Signing in with a passkey alone, no email or password (docs/product.md, "Two-step sign-in"). */
export function PasskeySignInButton({ remember, onSuccess }: PasskeySignInButtonProps) {
  const signIn = usePasskeySignIn();
  const start = async () => {
    const answer = await signIn.mutateAsync(remember()).catch(() => undefined);
    if (!answer) return;
    notify.successAlone(answer.message);
    onSuccess();
  };
  return (
    <Button variant="default" fullWidth loading={signIn.isPending} onClick={() => void start()}>
      Sign in with a passkey
    </Button>
  );
}
