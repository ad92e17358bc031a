import { z } from 'zod';
import { defineCall } from './call';
import { envelopeSchema } from './envelope';
import { IdParamsSchema } from './records';
import { listingCalls } from './listing';

/** What became of a mail: waiting (maybe after failures), delivered, or given up. */
export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * A mail of the outbox as administrators see it (GET /mail-outbox): who, what about and how its
 * delivery went. Never its body, which carries a verification code or a password link.
 */
export const OutboxMailSchema = z.object({
  id: z.number().int(),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  /** The mail server's words on the last failure. */
  last_error: z.string().nullable(),
  next_attempt_at: z.string(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof OutboxMailSchema>;

export const OutboxMailAnswerSchema = envelopeSchema(OutboxMailSchema);
export const outboxList = listingCalls(
  'mail-outbox',
  { one: 'mail', many: 'mails' },
  OutboxMailSchema,
);

/** The calls on one mail of the outbox (decision record 0019): administrators only. */
export const mailOutboxCalls = {
  show: defineCall({
    method: 'GET',
    path: '/mail-outbox/:id',
    summary: 'One mail: recipient, subject and how its delivery went (never its body)',
    params: IdParamsSchema,
    answer: OutboxMailAnswerSchema,
    refusals: [401, 403, 404],
  }),
  retry: defineCall({
    method: 'POST',
    path: '/mail-outbox/:id/retry',
    summary: 'Try an undelivered mail again now; answers it as that attempt left it',
    params: IdParamsSchema,
    answer: OutboxMailAnswerSchema,
    refusals: [401, 403, 404, 409],
  }),
};
