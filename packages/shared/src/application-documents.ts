import { z } from 'zod';
import { applicationMessages } from './application-messages';
import { envelopeSchema } from './envelope';

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
