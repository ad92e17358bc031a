/** Every service starts with the same account steps; only the last step names the service. */
export function GettingStarted({ lastStep }: { lastStep: string }) {
  return (
    <ol>
      <li>
        <a href="/auth/register">Register for an account</a>, giving your account type and contact
        details.
      </li>
      <li>Verify your email address with the 6-digit code we send you.</li>
      <li>
        <a href="/auth/login">Sign in to the portal</a>.
      </li>
      <li>{lastStep}</li>
    </ol>
  );
}
