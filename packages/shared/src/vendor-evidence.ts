import { z } from 'zod';
import {
  ApplicationDocumentSchema,
  DocumentDownloadQuerySchema,
  DocumentParamsSchema,
} from './application-documents';
import { defineCall } from './call';
import { MAX_DOCUMENTS, MAX_DOCUMENTS_BYTES } from './constants';
import { envelopeSchema, MessageEnvelopeSchema } from './envelope';
import { IdParamsSchema } from './records';

/*
 * The evidence a vendor sends with a quarter's actuals and with its answers to audit findings
 * (docs/product.md, "The vendor partnership"; decision record 0062): documents checked and kept as
 * an application's are, held by the review or the finding they support.
 */

/** The one kind of an evidence document: the form sends the file alone. */
export const EVIDENCE_KINDS = ['evidence'] as const;
export type EvidenceKind = (typeof EVIDENCE_KINDS)[number];

export const EvidenceSchema = ApplicationDocumentSchema.omit({ kind: true });
export type Evidence = z.infer<typeof EvidenceSchema>;

export const evidenceMessages = {
  byVendor: 'Only the vendor adds or removes its evidence.',
  tooMany: `A review or a finding holds at most ${MAX_DOCUMENTS} evidence documents: remove one before adding another.`,
  tooLarge: `The evidence of a review or a finding comes to at most ${MAX_DOCUMENTS_BYTES / 1024 / 1024} MB in all: remove one or send a smaller file.`,
  removed: 'Evidence removed.',
} as const;

/**
 * The evidence calls of what lives at `path` (a review, a finding): the vendor adds and removes
 * documents `whileOpen`; whoever may see the partnership downloads them.
 */
export function evidenceCalls(path: string, whileOpen: string) {
  return {
    /** Multipart, not JSON: the file is read as it streams in, so it declares no body. */
    addEvidence: defineCall({
      method: 'POST',
      path: `${path}/evidence`,
      summary: `The vendor adds an evidence document (multipart: file), ${whileOpen}`,
      params: IdParamsSchema,
      answer: envelopeSchema(EvidenceSchema),
      status: 201,
      refusals: [401, 403, 404, 409, 422],
    }),
    removeEvidence: defineCall({
      method: 'DELETE',
      path: `${path}/evidence/:docId`,
      summary: `The vendor removes an evidence document, ${whileOpen}`,
      params: DocumentParamsSchema,
      answer: MessageEnvelopeSchema,
      refusals: [401, 403, 404, 409],
    }),
    /** A file, not JSON: fetched as a blob by its path. */
    evidence: defineCall({
      method: 'GET',
      path: `${path}/evidence/:docId`,
      summary: 'An evidence document, to whoever may see the partnership (?inline=1 to view it)',
      params: DocumentParamsSchema,
      query: DocumentDownloadQuerySchema,
      answer: z.any().describe('The document: PDF, PNG or JPEG, as its bytes are'),
      refusals: [401, 404, 422],
    }),
  };
}
export type EvidenceCalls = ReturnType<typeof evidenceCalls>;
