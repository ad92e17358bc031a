import { z } from 'zod';
import { defineCall } from './call';
import { envelopeSchema, MessageEnvelopeSchema } from './envelope';
import { IdParamsSchema } from './records';

/** A signed-in session as its holder or an administrator sees it (docs/product.md, "Sessions"). */
export const SessionSchema = z.object({
  id: z.number().int(),
  /** Browser and system, read from the user agent: 'Chrome on Linux'. */
  device: z.string(),
  ip: z.string().nullable(),
  created_at: z.string(),
  last_used_at: z.string(),
  /** How it was opened: `pwd`, `otp`, `recovery` (OpenID Connect's `amr` values). */
  methods: z.array(z.string()),
  /** The session this call was made with. */
  current: z.boolean(),
});
export type Session = z.infer<typeof SessionSchema>;

export const SessionsAnswerSchema = envelopeSchema(z.array(SessionSchema));

export const UserSessionParamsSchema = IdParamsSchema.extend({
  session: IdParamsSchema.shape.id,
});

/** The open sessions of the signed-in account, and an administrator's view of a user's. */
export const sessionCalls = {
  list: defineCall({
    method: 'GET',
    path: '/sessions',
    summary: 'The open sessions of the signed-in account, newest first',
    answer: SessionsAnswerSchema,
    refusals: [401, 403],
  }),
  end: defineCall({
    method: 'DELETE',
    path: '/sessions/:id',
    summary: 'End one of the account’s sessions',
    params: IdParamsSchema,
    answer: MessageEnvelopeSchema,
    refusals: [401, 403, 404],
  }),
  endOthers: defineCall({
    method: 'DELETE',
    path: '/sessions',
    summary: 'End every session of the account but this one',
    answer: MessageEnvelopeSchema,
    refusals: [401, 403],
  }),
  listOfUser: defineCall({
    method: 'GET',
    path: '/users/:id/sessions',
    summary: 'A user’s open sessions (users.manage)',
    params: IdParamsSchema,
    answer: SessionsAnswerSchema,
    refusals: [401, 403, 404],
  }),
  endOfUser: defineCall({
    method: 'DELETE',
    path: '/users/:id/sessions/:session',
    summary: 'End one of a user’s sessions (users.manage)',
    params: UserSessionParamsSchema,
    answer: MessageEnvelopeSchema,
    refusals: [401, 403, 404],
  }),
  endAllOfUser: defineCall({
    method: 'DELETE',
    path: '/users/:id/sessions',
    summary: 'End every session of a user (users.manage)',
    params: IdParamsSchema,
    answer: MessageEnvelopeSchema,
    refusals: [401, 403, 404],
  }),
};
