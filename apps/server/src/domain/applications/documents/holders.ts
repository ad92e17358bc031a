import type { ExpressionBuilder } from 'kysely';
import type { ApplicationDocumentsTable, Database } from '@server/db/schema';

/**
 * What holds a document: its application, and for a vendor partnership's evidence the review or
 * the finding it supports (decision record 0062). Each holder adds, counts, removes and serves
 * only its own documents.
 */
export type DocumentHolder = Pick<
  ApplicationDocumentsTable,
  'application_id' | 'vendor_review_id' | 'vendor_finding_id'
>;

/** The application's own documents: those that are not evidence. */
export const ownDocuments = (applicationId: number): DocumentHolder => ({
  application_id: applicationId,
  vendor_review_id: null,
  vendor_finding_id: null,
});

export const holdsEvidence = (holder: DocumentHolder): boolean =>
  holder.vendor_review_id !== null || holder.vendor_finding_id !== null;

/** Whether the document is one of `holder`'s: a condition of a query on the documents. */
export const heldBy =
  (holder: DocumentHolder) => (eb: ExpressionBuilder<Database, 'application_documents'>) =>
    eb.and(
      (['application_id', 'vendor_review_id', 'vendor_finding_id'] as const).map((column) =>
        holder[column] === null ? eb(column, 'is', null) : eb(column, '=', holder[column]),
      ),
    );
