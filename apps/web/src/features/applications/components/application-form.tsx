import { Alert, Box, Button, Group, Stack, Stepper, Text, Title } from '@mantine/core';
import { ApplicationDraftSchema, REQUIRED_ON_SUBMIT } from '@portal/shared/application-draft';
import { missingDocumentKinds } from '@portal/shared/application-documents';
import type { Application } from '@portal/shared/application-detail';
import { messages } from '@portal/shared/messages';
import type { CountryOption } from '@portal/shared/lookups';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { Problem } from '@web/components/error-summary';
import { FormWithSummary } from '@web/components/form-with-summary';
import { SubmitButton } from '@web/components/submit-button';
import { ApiError } from '@web/lib/http-client';
import { showServerErrors, useSchemaForm } from '@web/lib/form';
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
import { DocumentUpload } from './document-upload';
import { OrganisationFields } from './organisation-fields';
import { ProjectFields } from './project-fields';

const LAST_STEP = DRAFT_STEPS.length - 1;

/** The step the address names (`?step=2`, counted from 1), so that Change links lead to it. */
function useStep(): [number, (step: number) => void] {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('step') ?? 1) - 1;
  const step = Number.isInteger(asked) ? Math.min(Math.max(asked, 0), LAST_STEP) : 0;
  return [step, (next) => setParams({ step: String(next + 1) })];
}

const stepAddress = (id: number, step: number) => `${applicationPaths.edit(id)}?step=${step + 1}`;

/** The fields of `step` that submitting will need and `values` leave blank. */
const blanksOf = (step: number, values: DraftValues) =>
  (DRAFT_STEPS[step]!.fields as readonly (keyof DraftValues)[]).filter(
    (field) =>
      REQUIRED_ON_SUBMIT.includes(field) && (values[field] == null || values[field] === ''),
  );

/**
 * The application form in four steps (the GOV.UK question pages, then check answers): each
 * Continue saves the whole draft, so the applicant may leave and come back; the last step submits
 * it, or sends a corrected one back for evaluation.
 */
const savedParcelOf = ({
  preferred_parcel_id: id,
  preferred_parcel_number: number,
}: Application) => (id !== null && number !== null ? { id, number } : null);

type ApplicationFormProps = {
  application: Application;
  /** The register's countries, for the country and the phone's dialling code. */
  countries: CountryOption[];
  loadingCountries: boolean;
  /** Called with the application once submitted (or sent back for evaluation). */
  onSent: (application: Application) => void;
};

export function ApplicationForm({
  application,
  countries,
  loadingCountries,
  onSent,
}: ApplicationFormProps) {
  const navigate = useNavigate();
  const [step, goTo] = useStep();
  const form = useSchemaForm(ApplicationDraftSchema, { defaultValues: draftValuesOf(application) });
  const saveDraft = useSaveDraft(application.id);
  const correcting = application.stage === 'correction_requested';
  const send = useTakeStep(application.id, correcting ? 'resubmit' : 'submit');
  const [problems, setProblems] = useState<Problem[]>([]);
  // `leaving`: the form was sent by Save and come back later, not by Continue.
  const submitFor = (leaving: boolean) =>
    form.handleSubmit(async (values) => {
      try {
        if (step < LAST_STEP) {
          if (step < DOCUMENTS_STEP) await saveDraft.mutateAsync(values as DraftValues);
          if (leaving) {
            await navigate(applicationPaths.list);
            return;
          }
          // Saved, draft as it is; but Continue says what this step still lacks (record 0044).
          const blanks = step < DOCUMENTS_STEP ? blanksOf(step, values as DraftValues) : [];
          blanks.forEach((field) =>
            form.setError(field, { type: 'required', message: messages.required }),
          );
          if (blanks.length === 0) goTo(step + 1);
          return;
        }
        const answer = await send.mutateAsync({});
        onSent(answer.data);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        if (step === LAST_STEP) setProblems(problemsOf(application.id, error));
        showServerErrors(form, error);
      }
    });

  const missing = missingDocumentKinds(application.documents.map((document) => document.kind));
  const correction = correcting ? application.history.at(-1)?.note : null;
  return (
    <Stack gap="lg">
      {correction && (
        <Alert color="yellow.6" variant="outline" title="The authority asks for a correction">
          <Text style={{ whiteSpace: 'pre-line' }}>{correction}</Text>
        </Alert>
      )}
      <Stepper active={step} allowNextStepsSelect={false} size="sm" visibleFrom="sm">
        {DRAFT_STEPS.map((draftStep) => (
          <Stepper.Step key={draftStep.key} label={draftStep.title} />
        ))}
      </Stepper>
      <FormWithSummary
        form={form}
        problems={step === LAST_STEP ? problems : []}
        onSubmit={(event) => {
          const submitter = (event.nativeEvent as SubmitEvent).submitter;
          void submitFor(submitter?.dataset.intent === 'later')(event);
        }}
      >
        <Stack gap="lg">
          <Stack gap={4}>
            {/* Four labelled steps do not fit a phone's width: there a caption above the
                question says where one is, and the heading drops the number it repeats. */}
            <Text hiddenFrom="sm" c="dimmed">
              Step {step + 1} of {DRAFT_STEPS.length}
            </Text>
            <Title order={2}>
              <Box component="span" visibleFrom="sm">
                {step + 1}.
              </Box>{' '}
              {DRAFT_STEPS[step]!.title}
            </Title>
          </Stack>
          {step === 0 && (
            <OrganisationFields
              form={form}
              countries={countries}
              loadingCountries={loadingCountries}
            />
          )}
          {step === 1 && <ProjectFields form={form} saved={savedParcelOf(application)} />}
          {step === DOCUMENTS_STEP && (
            <Stack gap="md">
              <Text>
                Add a business plan, and a certificate of incorporation or (for a person) an
                identity document. Tax compliance, financial statements and other documents help the
                committee too.
              </Text>
              <DocumentList application={application} removable />
              <DocumentUpload applicationId={application.id} />
              {missing.length > 0 && (
                <Text c="dimmed">Still needed before you submit: {missing.join('; ')}.</Text>
              )}
            </Stack>
          )}
          {step === LAST_STEP && (
            <Stack gap="md">
              <ApplicationSummary
                application={application}
                changeTo={(target) => stepAddress(application.id, target)}
              />
              <Group justify="space-between">
                <Title order={3}>Documents</Title>
                <Link to={stepAddress(application.id, DOCUMENTS_STEP)}>Change documents</Link>
              </Group>
              <DocumentList application={application} />
              <Text>
                By submitting you confirm that what you have given is true. A registration fee is
                invoiced at once; evaluation starts when it is paid.
              </Text>
            </Stack>
          )}
          <Group justify="space-between">
            {step > 0 ? (
              <Button variant="default" onClick={() => goTo(step - 1)}>
                Back
              </Button>
            ) : (
              <span />
            )}
            <Group>
              {step < DOCUMENTS_STEP && (
                <SubmitButton form={form} variant="default" data-intent="later">
                  Save and come back later
                </SubmitButton>
              )}
              <SubmitButton form={form}>
                {step === LAST_STEP
                  ? correcting
                    ? 'Send back for evaluation'
                    : 'Submit application'
                  : step < DOCUMENTS_STEP
                    ? 'Save and continue'
                    : 'Continue'}
              </SubmitButton>
            </Group>
          </Group>
        </Stack>
      </FormWithSummary>
    </Stack>
  );
}

/** A refused submit's messages, each leading to the step that asks for what is wrong. */
function problemsOf(id: number, error: ApiError): Problem[] {
  return Object.entries(error.errors ?? {}).flatMap(([key, messages]) =>
    messages.slice(0, 1).map((message) => ({
      key,
      message: key === 'documents' ? message : `${labelOf(key)}: ${message}`,
      to: stepAddress(id, stepOf(key)),
    })),
  );
}

const labelOf = (key: string) => {
  const words = key.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};
