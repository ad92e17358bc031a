import { CURRENT_USER_STORAGE_KEY, SECRET_LIMITS, XSRF_COOKIE } from '@portal/shared/constants';
import { site } from '@portal/shared/site';
import { ContactDetails } from '../components/contact-details';
import styles from '../landing.module.css';

export function PrivacyPolicyPage() {
  return (
    <div className={styles.page}>
      <h1>Privacy policy</h1>
      <p className={styles.lead}>
        The {site.organisation} runs the {site.name}. This policy explains what the portal keeps
        about you, why, for how long, and what you can ask us to do with it.
      </p>

      <section>
        <h2>What we keep and why</h2>

        <h3>Your account</h3>
        <p>
          Your name, email address, phone number, account type, role and account status. We need
          them to run your account, to contact you about your applications and services, and to
          decide what you may see and do on the portal.
        </p>

        <h3>Email verification codes</h3>
        <p>
          When you register we email you a 6-digit code to confirm that the address is yours. The
          code is valid for {SECRET_LIMITS.verificationCodeMinutes} minutes and is kept only until
          it is used.
        </p>

        <h3>Your password</h3>
        <p>
          We keep your password only as a salted Argon2id hash. Nobody, including the authority’s
          staff, can read your password from it.
        </p>

        <h3>Sign-in sessions</h3>
        <p>
          When you sign in we give your browser a random session token and keep only a hash of it. A
          session ends after {SECRET_LIMITS.sessionHours} hours, or after{' '}
          {SECRET_LIMITS.sessionIdleMinutes} minutes without activity; if you choose “remember me”,
          it lasts up to {SECRET_LIMITS.rememberMeDays} days. Signing out ends it at once.
        </p>

        <h3>Password reset links</h3>
        <p>
          A password reset link is valid for {SECRET_LIMITS.resetLinkMinutes} minutes and can be
          used only once.
        </p>

        <h3>API keys and usage</h3>
        <p>
          If you create API keys, we keep each key, stored so that a copy of our database would not
          reveal working keys, with its name, expiry date and a count of the requests made with it.
        </p>

        <h3>Server logs</h3>
        <p>
          For security and to investigate faults, our servers log each request: its method, path,
          result status, time and the IP address it came from. Logs never contain passwords, tokens
          or keys.
        </p>
      </section>

      <section>
        <h2>What the portal stores in your browser</h2>
        <p>
          After you sign in, the portal keeps your user details in your browser’s local storage
          under the name <code>{CURRENT_USER_STORAGE_KEY}</code>, so that pages can show your name
          and menus. They are removed when you sign out. It also sets a cookie named{' '}
          <code>{XSRF_COOKIE}</code>, which protects your requests against cross-site request
          forgery.
        </p>
        <p>The portal uses no advertising or tracking cookies.</p>
      </section>

      <section>
        <h2>How long we keep it</h2>
        <ul>
          <li>
            Account details are kept while your account is active. If you ask us to delete your
            account we do so, except for records the law requires us to keep.
          </li>
          <li>Server logs are kept for 90 days and then deleted.</li>
          <li>
            Verification codes, sessions and reset links are deleted or stop working when they
            expire, as described above.
          </li>
        </ul>
      </section>

      <section>
        <h2>Who we share it with</h2>
        <p>
          We do not sell your data. Services linked to the portal receive your identity (name, email
          address, role and account type) only when you choose Get service to open them. We disclose
          data to public authorities only when the law requires it.
        </p>
      </section>

      <section>
        <h2>Security</h2>
        <p>
          Access to personal data is limited to staff who need it for their work. Passwords, session
          tokens and API keys are stored in forms that cannot be used if copied, and repeated failed
          sign-in attempts are rate limited.
        </p>
      </section>

      <section>
        <h2>Your rights</h2>
        <p>
          You may ask for a copy of the data we hold about you, ask us to correct it, or ask us to
          delete it. You can update your phone number and password yourself from your profile; for
          anything else, write to us at one of the addresses below.
        </p>
      </section>

      <section>
        <h2>Contact</h2>
        <ContactDetails />
      </section>
    </div>
  );
}
