import { LETTER_CODE_PATTERN, normaliseLetterCode } from '@portal/shared/land-journey';
import { letterVerificationPath } from '@portal/shared/letters';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Breadcrumbs } from '../components/breadcrumbs';
import styles from '../landing.module.css';

const messages = {
  required: 'Enter the verification code printed on the letter',
  malformed: 'Enter the 16 letters and digits of the code, such as K7QM-4XHP-2ZTR-9WNC',
};

/**
 * Anyone holding a letter, a bill, a payment receipt, or a solution's code from the register of
 * cloud solutions, types its code here (docs/product.md, "Letters"): capitals or not, dashes or
 * not, the check opens at /verify/{code}. One question, as GOV.UK asks one.
 */
export function VerifyCodePage() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) summary.current?.focus();
  }, [error]);

  function check(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get('code') ?? '');
    const code = normaliseLetterCode(typed);
    if (typed.trim() === '') return setError(messages.required);
    if (!LETTER_CODE_PATTERN.test(code)) return setError(messages.malformed);
    void navigate(letterVerificationPath(code));
  }

  return (
    <div className={styles.page}>
      <Breadcrumbs items={[{ label: 'Home', to: '/landing/home' }, { label: 'Verify a letter' }]} />
      {error && (
        <div
          ref={summary}
          className={styles.errorSummary}
          role="alert"
          tabIndex={-1}
          aria-labelledby="error-summary-title"
        >
          <h2 id="error-summary-title">There is a problem</h2>
          <ul>
            <li>
              <a href="#code">{error}</a>
            </li>
          </ul>
        </div>
      )}
      <h1>Verify a letter</h1>
      <p className={styles.lead}>
        Check that a Letter of Notification, Intent or Offer, or a vendor’s decision letter, was
        issued by the authority and still stands, or what the{' '}
        <a href="/landing/cloud-solutions">register of cloud solutions</a> says today of a solution
        whose code you hold. Utility bills and payment receipts carry a code too: check one here to
        see what it asked or what it proves was paid.
      </p>
      <form noValidate onSubmit={check}>
        <div className={`${styles.formGroup} ${error ? styles.formGroupError : ''}`}>
          <label className={styles.label} htmlFor="code">
            Verification code
          </label>
          <div id="code-hint" className={styles.hint}>
            Printed under the QR code at the foot of the letter, bill or receipt, for example
            K7QM-4XHP-2ZTR-9WNC. Capital or small letters, with or without the dashes.
          </div>
          {error && (
            <p id="code-error" className={styles.errorMessage}>
              <span className={styles.visuallyHidden}>Error:</span> {error}
            </p>
          )}
          <input
            className={styles.input}
            id="code"
            name="code"
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-describedby={error ? 'code-hint code-error' : 'code-hint'}
            aria-invalid={error ? true : undefined}
          />
        </div>
        <button type="submit" className={styles.button}>
          Check the code
        </button>
      </form>
    </div>
  );
}
