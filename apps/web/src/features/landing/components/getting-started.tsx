import { Link } from 'react-router';

/** Every service starts with the same account steps; only the last step names the service. */
export function GettingStarted({ lastStep }: { lastStep: string }) {
  return (
    <ol>
      <li>
        <Link to="/auth/register">Register for an account</Link>, giving your account type and
        contact details.
      </li>
      <li>Verify your email address with the 6-digit code we send you.</li>
      <li>
        <Link to="/auth/login">Sign in to the portal</Link>.
      </li>
      <li>{lastStep}</li>
    </ol>
  );
}
