import { Blockquote, Stack, Text, Title } from '@mantine/core';
import { vendorApplicationCalls } from '@portal/shared/vendor-applications';
import { VENDOR_DOCUMENT_KIND_LABELS } from '@portal/shared/vendor-journey';
import { DocumentUpload } from '@web/components/applications/document-upload';
import { NoteStepForm } from '@web/components/applications/note-step-form';
import { useVendorApplicationChanged } from '../api/get-vendor-application';
import { useTakeVendorStep } from '../api/take-vendor-step';
import type { VendorStepFormProps } from './step-form';

/** The question the application waits on: the note of the latest request for clarification. */
const questionOf = ({ history }: VendorStepFormProps['application']) =>
  history.findLast((change) => change.to === 'clarification_requested')?.note ?? null;

/**
 * The vendor's answer to a request for clarification, with any documents it calls for: the
 * documents are kept as they are added, the answer sends the application back to the committee.
 */
export function RespondStep({ application }: VendorStepFormProps) {
  const respond = useTakeVendorStep(application.id, 'respond');
  const changed = useVendorApplicationChanged(application.id);
  const question = questionOf(application);
  const addsDocuments = application.actions.includes('add_document');
  return (
    <Stack gap="md">
      {question && (
        <Stack gap={4}>
          <Text fw={700}>The committee asks</Text>
          <Blockquote p="sm" style={{ whiteSpace: 'pre-line' }}>
            {question}
          </Blockquote>
        </Stack>
      )}
      {addsDocuments && (
        <Stack gap="xs">
          <Title order={4}>Add a document (optional)</Title>
          <Text size="sm">
            A document you add is kept at once and listed under Documents; send your answer once you
            have added what it needs.
          </Text>
          <DocumentUpload
            holderId={application.id}
            call={vendorApplicationCalls.addDocument}
            kinds={VENDOR_DOCUMENT_KIND_LABELS}
            onUploaded={changed}
          />
        </Stack>
      )}
      <NoteStepForm
        take={respond.mutateAsync}
        submitLabel="Send your answer"
        label="Your answer"
        description="The committee reads it on the application; the evaluation then goes on."
      />
    </Stack>
  );
}
