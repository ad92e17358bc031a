import { z } from 'zod';
import { defineCall } from './call';
import { PUBLIC_PATHS } from './public-paths';
import { envelopeSchema } from './envelope';
import { LETTER_KINDS, LETTER_STATUSES } from './land-journey';
import { IdParamsSchema } from './records';

export {
  LETTER_CODE_PATTERN,
  LETTER_KIND_LABELS,
  LETTER_KINDS,
  LETTER_STATUSES,
  normaliseLetterCode,
} from './land-journey';
export type { LandLetterKind, LetterKind, LetterStatus } from './land-journey';

/*
 * Letters the authority issues on an application (docs/product.md, "Parcel allocation", Letters):
 * PDFs made by the server, each with a verification code that anyone holding the printed letter can
 * check.
 */

/** Where a letter's code is checked, on the portal's public site. */
export const letterVerificationPath = (code: string) => `/verify/${code}`;

export const LetterSchema = z.object({
  id: z.number().int(),
  kind: z.enum(LETTER_KINDS),
  code: z.string(),
  issued_at: z.string(),
});
export type Letter = z.infer<typeof LetterSchema>;

/** What proves a printed letter genuine, and nothing personal. */
export const PublicLetterSchema = z.object({
  kind: z.enum(LETTER_KINDS),
  reference: z.string(),
  organisation: z.string(),
  issued_at: z.string(),
  sha256: z.string(),
  /** 'withdrawn' once the applicant withdrew the application: the letter no longer stands. */
  status: z.enum(LETTER_STATUSES),
  /** When the application was withdrawn; null while the letter stands. */
  withdrawn_at: z.string().nullable(),
});
export type PublicLetter = z.infer<typeof PublicLetterSchema>;
export const PublicLetterAnswerSchema = envelopeSchema(PublicLetterSchema);

/** A letter's code as typed from paper: any case, dashes optional. */
export const LetterCodeParamsSchema = z.object({ code: z.string().max(100) });

/** The letters' downloads, and the public check of a printed letter. */
export const letterCalls = {
  /** A file, not JSON: fetched as a blob by its path. */
  download: defineCall({
    method: 'GET',
    path: '/letters/:id',
    summary: "A letter's PDF, to those who may see its application",
    params: IdParamsSchema,
    answer: z.any().describe('The PDF'),
    refusals: [401, 403, 404],
  }),
  /** Made signed out, by anyone holding the printed letter. */
  verify: defineCall({
    method: 'GET',
    path: PUBLIC_PATHS.letter,
    summary:
      'Check a printed letter by its code (any case, dashes optional): no sign-in, nothing personal',
    params: LetterCodeParamsSchema,
    answer: PublicLetterAnswerSchema,
    refusals: [404, 429],
  }),
};
