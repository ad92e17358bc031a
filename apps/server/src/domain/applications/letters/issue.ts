import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  LETTER_KIND_LABELS,
  letterVerificationPath,
  type LetterKind,
} from '@portal/shared/letters';
import type { Database } from '@server/db/schema';
import { auditTrail } from '@server/lib/audit/trail';
import { renderPdf, type PdfBlock } from '@server/lib/pdf/document';
import type { ApplicationRecord } from '../access';
import { letterIssuedMail } from '../mails';
import { applicantOf } from '../stage-machine';
import { sha256Hex } from '@server/lib/files/fingerprint';
import { newLetterCode } from './codes';

/** A letter's text from the application as it stands and the day it is issued ('YYYY-MM-DD'). */
export type LetterWriter = (
  trx: Kysely<Database>,
  application: ApplicationRecord,
  issuedOn: string,
) => Promise<PdfBlock[]>;

/**
 * Issues the letter of `kind` on `application` in `trx`, the transaction of the step that calls
 * for it: renders the PDF that `write` gives from the application as it now stands (read in
 * `trx`, with the step's own writes), stores it with its code and hash, and mails the applicant.
 * A second letter of a kind is refused by the table's unique (application_id, kind, partnership
 * year), rolling the step back.
 */
export async function issueLetter(
  request: FastifyRequest,
  trx: Kysely<Database>,
  application: Pick<ApplicationRecord, 'id'>,
  kind: LetterKind,
  write: LetterWriter,
  /** A renewal letter's partnership year: one letter of its kind each year. */
  partnershipYear = 0,
): Promise<number> {
  const { clock, config } = request.server.deps;
  const { outbox } = request.server;
  const current = await trx
    .selectFrom('applications')
    .selectAll()
    .where('id', '=', application.id)
    .executeTakeFirstOrThrow();
  const now = clock.now().toISOString();
  const code = newLetterCode();
  const pdf = await renderPdf({
    title: LETTER_KIND_LABELS[kind],
    subject: current.reference,
    blocks: await write(trx, current, now.slice(0, 10)),
    verification: { code, url: `${config.appUrl}${letterVerificationPath(code)}` },
  });
  const { id } = await trx
    .insertInto('letters')
    .values({
      application_id: current.id,
      kind,
      code,
      sha256: sha256Hex(pdf),
      pdf,
      issued_at: now,
      partnership_year: partnershipYear,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await auditTrail(request).note(trx, 'application.letter_issued', current.id, {
    letter: { before: null, after: LETTER_KIND_LABELS[kind] },
  });
  const applicant = await applicantOf(trx, current);
  if (applicant)
    await outbox.queueMail(trx, letterIssuedMail(config.appUrl, applicant, current, kind));
  return id;
}
