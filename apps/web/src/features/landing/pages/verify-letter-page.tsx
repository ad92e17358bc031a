import { pathOf } from '@portal/shared/call';
import { PUBLIC_PATHS } from '@portal/shared/public-paths';
import type { RegisterRecord } from '@portal/shared/cloud-solutions';
import type { PublicLetter } from '@portal/shared/letters';
import type { PublicBill } from '@portal/shared/utility-bills';
import { LETTER_KIND_LABELS, normaliseLetterCode } from '@portal/shared/land-journey';
import { Link, useParams } from 'react-router';
import { Breadcrumbs } from '../components/breadcrumbs';
import { CloudSolutionRecord } from '../components/cloud-solution-record';
import { PaymentReceiptRecord, type ReceiptCheck } from '../components/payment-receipt-record';
import { UtilityBillRecord } from '../components/utility-bill-record';
import styles from '../landing.module.css';
import { usePublicAnswer } from '../public-api';

const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

function LetterFound({ letter }: { letter: PublicLetter }) {
  return (
    <>
      {letter.status === 'withdrawn' ? (
        <p className={styles.warning}>
          This letter no longer stands: the application was withdrawn on{' '}
          {day.format(new Date(letter.withdrawn_at ?? letter.issued_at))}.
        </p>
      ) : (
        <p className={styles.lead}>
          This code belongs to a letter the authority issued. Check that the printed letter says the
          same.
        </p>
      )}
      <dl className={styles.terms}>
        <dt>Letter</dt>
        <dd>{LETTER_KIND_LABELS[letter.kind]}</dd>
        <dt>Application reference</dt>
        <dd>{letter.reference}</dd>
        <dt>Organisation</dt>
        <dd>{letter.organisation}</dd>
        <dt>Issued on</dt>
        <dd>{day.format(new Date(letter.issued_at))}</dd>
        <dt>Status</dt>
        <dd>{letter.status === 'withdrawn' ? 'Withdrawn' : 'Valid'}</dd>
        <dt>SHA-256 of the PDF</dt>
        <dd>
          <code style={{ overflowWrap: 'anywhere' }}>{letter.sha256}</code>
        </dd>
      </dl>
      <h2>Check a PDF copy</h2>
      <p>
        If you were sent the letter as a PDF, its fingerprint (SHA-256) must match the one above
        exactly. Work it out on your own computer:
      </p>
      <ul>
        <li>
          Linux: <code>sha256sum letter.pdf</code>
        </li>
        <li>
          macOS: <code>shasum -a 256 letter.pdf</code>
        </li>
        <li>
          Windows: <code>certutil -hashfile letter.pdf SHA256</code>
        </li>
      </ul>
      <p>
        A different fingerprint means the file is not the letter the authority issued: it was
        changed, or it is another letter.
      </p>
    </>
  );
}

/**
 * Anyone handed a printed letter checks it here by its code (docs/product.md, "Parcel allocation",
 * Letters), and so does anyone checking a solution of the register of cloud solutions, a utility
 * bill or a payment receipt, whose codes have the same form: the letters are asked first, then
 * the register, the bills and the receipts. An unknown code says only that: nothing else is
 * revealed.
 */
export function VerifyLetterPage() {
  // As typed into the address bar too: the printed form, whatever the case or dashes.
  const code = normaliseLetterCode(useParams().code ?? '');
  const letter = usePublicAnswer<PublicLetter>(pathOf({ path: PUBLIC_PATHS.letter }, { code }));
  const solution = usePublicAnswer<RegisterRecord>(
    letter.state === 'not_found' ? pathOf({ path: PUBLIC_PATHS.cloudSolution }, { code }) : null,
  );
  const bill = usePublicAnswer<PublicBill>(
    solution.state === 'not_found' ? pathOf({ path: PUBLIC_PATHS.utilityBill }, { code }) : null,
  );
  const receipt = usePublicAnswer<ReceiptCheck>(
    bill.state === 'not_found' ? pathOf({ path: PUBLIC_PATHS.paymentReceipt }, { code }) : null,
  );
  const title =
    letter.state === 'not_found' && solution.state === 'found'
      ? 'Verify a cloud solution'
      : bill.state === 'found'
        ? 'Verify a bill'
        : receipt.state === 'found'
          ? 'Verify a receipt'
          : 'Verify a letter';
  return (
    <div className={styles.page}>
      <Breadcrumbs items={[{ label: 'Home', to: '/landing/home' }, { label: title }]} />
      <h1>{title}</h1>
      <p>
        Verification code <code>{code}</code>
      </p>
      <section aria-live="polite">
        {(letter.state === 'loading' ||
          (letter.state === 'not_found' && solution.state === 'loading') ||
          (solution.state === 'not_found' && bill.state === 'loading') ||
          (bill.state === 'not_found' && receipt.state === 'loading')) && <p>Checking the code…</p>}
        {letter.state === 'found' && <LetterFound letter={letter.data} />}
        {solution.state === 'found' && <CloudSolutionRecord record={solution.data} />}
        {bill.state === 'found' && <UtilityBillRecord bill={bill.data} />}
        {receipt.state === 'found' && <PaymentReceiptRecord receipt={receipt.data} />}
        {letter.state === 'not_found' &&
          (solution.state === 'failed' ||
            (solution.state === 'not_found' &&
              (bill.state === 'failed' ||
                (bill.state === 'not_found' &&
                  (receipt.state === 'not_found' || receipt.state === 'failed'))))) && (
            <>
              <h2>No letter has this code</h2>
              <p>
                Check the code against the one printed on the letter, under its QR code. A letter
                whose code is not found here was not issued by the authority.
              </p>
            </>
          )}
        {letter.state === 'not_found' && solution.state === 'failed' && (
          <p>
            The register of cloud solutions could not be checked just now. If the code was given for
            a cloud solution, please try again later.
          </p>
        )}
        {letter.state === 'failed' && (
          <p>The code could not be checked just now. Please try again later.</p>
        )}
      </section>
      <p>
        <Link to="/verify">Check another code</Link>
      </p>
    </div>
  );
}
