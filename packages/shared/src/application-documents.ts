import { z } from 'zod';
import { applicationMessages } from './application-messages';
import { defineCall } from './call';
import { MAX_ID } from './constants';
import { envelopeSchema, MessageEnvelopeSchema } from './envelope';
import { decimalNumber } from './fields';
import { IdParamsSchema } from './records';

/*
 * The documents an applicant sends with an application (docs/product.md, "Parcel allocation",
 * Documents; decision record 0031). How many and how large in all: `MAX_DOCUMENTS` and
 * `MAX_DOCUMENTS_BYTES` in constants.ts.
 */

/** What the applicant sends with a document. */
export const DOCUMENT_KINDS = [
  'certificate_of_incorporation',
  'tax_compliance',
  'business_plan',
  'financial_statements',
  'identity_document',
  'other',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  certificate_of_incorporation: 'Certificate of incorporation',
  tax_compliance: 'Tax compliance certificate',
  business_plan: 'Business plan',
  financial_statements: 'Financial statements',
  identity_document: 'Identity document',
  other: 'Other document',
};

/** The types a document may be, as its bytes say, not its name. */
export const DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

/** Submitting needs a business plan, and a certificate of incorporation or an identity document. */
export function missingDocumentKinds(kinds: readonly DocumentKind[]): string[] {
  const missing: string[] = [];
  if (!kinds.includes('business_plan')) missing.push(DOCUMENT_KIND_LABELS.business_plan);
  if (!kinds.includes('certificate_of_incorporation') && !kinds.includes('identity_document')) {
    missing.push(
      `a ${DOCUMENT_KIND_LABELS.certificate_of_incorporation.toLowerCase()} or an ${DOCUMENT_KIND_LABELS.identity_document.toLowerCase()}`,
    );
  }
  return missing;
}

export const DocumentKindSchema = z.object({
  kind: z.enum(DOCUMENT_KINDS, { error: applicationMessages.choice }),
});

export const ApplicationDocumentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(DOCUMENT_KINDS),
  file_name: z.string(),
  content_type: z.enum(DOCUMENT_TYPES),
  size: z.number().int(),
  uploaded_at: z.string(),
});
export type ApplicationDocument = z.infer<typeof ApplicationDocumentSchema>;

export const DocumentAnswerSchema = envelopeSchema(ApplicationDocumentSchema);

/** One document of one application. */
export const DocumentParamsSchema = IdParamsSchema.extend({ docId: decimalNumber(MAX_ID) });

export const DocumentDownloadQuerySchema = z.object({
  /** '1': shown in the browser (staff read documents there), still sandboxed and never sniffed. */
  inline: z.enum(['0', '1'], { error: applicationMessages.choice }).optional(),
});

/**
 * The calls on an application's documents: the applicant adds and removes them while the
 * application is editable; whoever may see the application downloads them.
 */
export const documentCalls = {
  /** Multipart, not JSON: its fields are read as the file streams in, so it declares no body. */
  upload: defineCall({
    method: 'POST',
    path: '/applications/:id/documents',
    summary: 'Add a document (multipart: kind, file), while a draft or for correction',
    params: IdParamsSchema,
    answer: DocumentAnswerSchema,
    status: 201,
    refusals: [401, 403, 404, 409, 422],
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/applications/:id/documents/:docId',
    summary: 'Remove a document, while a draft or for correction',
    params: DocumentParamsSchema,
    answer: MessageEnvelopeSchema,
    refusals: [401, 403, 404, 409],
  }),
  /** A file, not JSON: fetched as a blob by its path. */
  download: defineCall({
    method: 'GET',
    path: '/applications/:id/documents/:docId',
    summary: 'Download a document, as stored; ?inline=1 to view it in the browser',
    params: DocumentParamsSchema,
    query: DocumentDownloadQuerySchema,
    answer: z.any().describe('The document: PDF, PNG or JPEG, as its bytes are'),
    refusals: [401, 404, 422],
  }),
};
