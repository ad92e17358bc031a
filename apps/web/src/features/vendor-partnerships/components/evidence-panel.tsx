import { Stack, Text } from '@mantine/core';
import { pathOf } from '@portal/shared/call';
import type { Evidence, EvidenceCalls } from '@portal/shared/vendor-evidence';
import { DocumentList } from '@web/components/applications/document-list';
import { DocumentUpload } from '@web/components/applications/document-upload';
import { http } from '@web/lib/http-client';

type EvidencePanelProps = {
  /** The review or finding the evidence supports. */
  holderId: number;
  calls: EvidenceCalls;
  evidence: readonly Evidence[];
  /** The vendor, while the review is open or the finding not closed: adds and removes. */
  mayChange: boolean;
  /** Staff read a document in the browser rather than saving it first. */
  viewable: boolean;
  /** After a document is added or removed: what lists the evidence is stale. */
  onChanged: () => void;
};

/**
 * The evidence of a quarter's actuals or of an answer to a finding (docs/product.md, "The vendor
 * partnership"): the documents, to read or save; and for the vendor, while it may still change
 * them, a file to add and each to remove. Checked by their content as an application's are.
 */
export function EvidencePanel({
  holderId,
  calls,
  evidence,
  mayChange,
  viewable,
  onChanged,
}: EvidencePanelProps) {
  return (
    <Stack gap="sm">
      {evidence.length === 0 && !mayChange ? (
        <Text>No evidence was added.</Text>
      ) : (
        <DocumentList
          documents={evidence}
          filePath={(docId) => pathOf(calls.evidence, { id: holderId, docId })}
          viewable={viewable}
          removal={
            mayChange
              ? {
                  remove: (docId) =>
                    http.call(calls.removeEvidence, { params: { id: holderId, docId } }),
                  removed: onChanged,
                }
              : undefined
          }
        />
      )}
      {mayChange && (
        <DocumentUpload
          holderId={holderId}
          call={calls.addEvidence}
          onUploaded={async () => onChanged()}
        />
      )}
    </Stack>
  );
}
