import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import { ApplicationDraftSchema, REQUIRED_ON_SUBMIT } from '@portal/shared/application-draft';
import {
  documentCalls,
  DOCUMENT_KIND_LABELS,
  missingDocumentKinds,
} from '@portal/shared/application-documents';
import type { Application } from '@portal/shared/application-detail';
import type { CountryOption } from '@portal/shared/lookups';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DocumentsStepBody } from '@web/components/applications/documents-step-body';
import { OrganisationFields } from '@web/components/applications/organisation-fields';
import {
  flagBlanks,
  refusalProblems,
  stepAddress,
  SteppedForm,
  useStepParam,
} from '@web/components/applications/stepped-form';
import type { Problem } from '@web/components/error-summary';
import { useSchemaForm } from '@web/lib/form';
import { useDocumentsChanged } from '../api/documents';
import { useSaveDraft } from '../api/save-draft';
import { useTakeStep } from '../api/take-step';
import {
  DOCUMENTS_STEP,
  DRAFT_STEPS,
  draftValuesOf,
  stepOf,
  type DraftValues,
} from '../draft-steps';
import { applicationPaths } from '../paths';
import { ApplicationSummary } from './application-summary';
import { DocumentList } from './document-list';
import { ProjectFields } from './project-fields';

const LAST_STEP = DRAFT_STEPS.length - 1;

const stepAt = (id: number, step: number) => stepAddress(applicationPaths.edit(id), step);

/** The fields of `step` that submitting will need. */
const requiredOf = (step: number) =>
  (DRAFT_STEPS[step]!.fields as readonly (keyof DraftValues)[]).filter((field) =>
    REQUIRED_ON_SUBMIT.includes(field),
  );

const savedParcelOf = ({
  preferred_parcel_id: id,
  preferred_parcel_number: number,
}: Application) => (id !== null && number !== null ? { id, number } : null);

/** What the error summary calls a field the server names: its words, the documents' as they are. */
const labelOf = (key: string) => {
  if (key === 'documents') return null;
  const words = key.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

type ApplicationFormProps = {
  application: Application;
  /** The register's countries, for the country and the phone's dialling code. */
  countries: CountryOption[];
  loadingCountries: boolean;
  /** Called with the application once submitted (or sent back for evaluation). */
  onSent: (application: Application) => void;
};

/**
 * The application form in four steps: each Continue saves the whole draft, so the applicant may
 * leave and come back; the last step submits it, or sends a corrected one back for evaluation.
 */
export function ApplicationForm({
  application,
  countries,
  loadingCountries,
  onSent,
}: ApplicationFormProps) {
  const navigate = useNavigate();
  const [step, goTo] = useStepParam(DRAFT_STEPS.length);
  const form = useSchemaForm(ApplicationDraftSchema, { defaultValues: draftValuesOf(application) });
  const saveDraft = useSaveDraft(application.id);
  const documentsChanged = useDocumentsChanged(application.id);
  const correcting = application.stage === 'correction_requested';
  const send = useTakeStep(application.id, correcting ? 'resubmit' : 'submit');
  const [problems, setProblems] = useState<Problem[]>([]);
  const onContinue = async (values: DraftValues, leaving: boolean) => {
    if (step === LAST_STEP) {
      onSent((await send.mutateAsync({})).data);
      return;
    }
    if (step < DOCUMENTS_STEP) await saveDraft.mutateAsync(values);
    if (leaving) {
      await navigate(applicationPaths.list);
      return;
    }
    const lacking = step < DOCUMENTS_STEP && flagBlanks(form, requiredOf(step), values);
    if (!lacking) goTo(step + 1);
  };

  const missing = missingDocumentKinds(application.documents.map((document) => document.kind));
  const correction = correcting ? application.history.at(-1)?.note : null;
  return (
    <Stack gap="lg">
      {correction && (
        <Alert color="yellow.6" variant="outline" title="The authority asks for a correction">
          <Text style={{ whiteSpace: 'pre-line' }}>{correction}</Text>
        </Alert>
      )}
      <SteppedForm
        form={form}
        steps={DRAFT_STEPS}
        step={step}
        goTo={goTo}
        problems={step === LAST_STEP ? problems : []}
        onContinue={onContinue}
        onRefused={
          step === LAST_STEP
            ? (error) =>
                setProblems(
                  refusalProblems(error, {
                    to: (key) => stepAt(application.id, stepOf(key)),
                    labelOf,
                  }),
                )
            : undefined
        }
        canLeave={step < DOCUMENTS_STEP}
        continueLabel={
          step === LAST_STEP
            ? correcting
              ? 'Send back for evaluation'
              : 'Submit application'
            : step < DOCUMENTS_STEP
              ? 'Save and continue'
              : 'Continue'
        }
      >
        {step === 0 && (
          <OrganisationFields
            form={form}
            countries={countries}
            loadingCountries={loadingCountries}
          />
        )}
        {step === 1 && <ProjectFields form={form} saved={savedParcelOf(application)} />}
        {step === DOCUMENTS_STEP && (
          <DocumentsStepBody
            intro="Add a business plan, and a certificate of incorporation or (for a person) an identity document. Tax compliance, financial statements and other documents help the committee too."
            list={<DocumentList application={application} removable />}
            upload={{
              holderId: application.id,
              call: documentCalls.upload,
              kinds: DOCUMENT_KIND_LABELS,
              onUploaded: documentsChanged,
            }}
            missing={missing}
          />
        )}
        {step === LAST_STEP && (
          <Stack gap="md">
            <ApplicationSummary
              application={application}
              changeTo={(target) => stepAt(application.id, target)}
            />
            <Group justify="space-between">
              <Title order={3}>Documents</Title>
              <Link to={stepAt(application.id, DOCUMENTS_STEP)}>Change documents</Link>
            </Group>
            <DocumentList application={application} />
            <Text>
              By submitting you confirm that what you have given is true. A registration fee is
              invoiced at once; evaluation starts when it is paid.
            </Text>
          </Stack>
        )}
      </SteppedForm>
    </Stack>
  );
}
