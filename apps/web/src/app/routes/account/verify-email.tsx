import { useNavigate } from 'react-router';
import { FormPage } from '@web/components/form-page';
import { EmailAlreadyVerified } from '@web/features/auth/components/email-already-verified';
import { VerifyEmailForm } from '@web/features/auth/components/verify-email-form';
import { DASHBOARD_PATH } from '@web/lib/guards';
import { useCurrentUser } from '@web/lib/session';

export function Component() {
  const navigate = useNavigate();
  const user = useCurrentUser();
  // The account layout shows no screen to a signed-out visitor.
  if (!user) return null;
  return (
    <FormPage title="Verify email" width={520}>
      {user.email_verified_at ? (
        <EmailAlreadyVerified email={user.email} dashboardPath={DASHBOARD_PATH} />
      ) : (
        <VerifyEmailForm email={user.email} onSuccess={() => void navigate(DASHBOARD_PATH)} />
      )}
    </FormPage>
  );
}
