import { Stack } from '@mantine/core';
import type { CountryOption } from '@portal/shared/lookups';
import {
  VENDOR_FIELDS,
  vendorMessages,
  VendorDraftSchema,
  type VendorApplication,
  type VendorDraft,
} from '@portal/shared/vendor-applications';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  flagBlanks,
  FormStepper,
  refusalProblems,
  StepHeading,
  SteppedForm,
  useStepParam,
} from '@web/components/applications/stepped-form';
import type { Problem } from '@web/components/error-summary';
import { paths } from '@web/config/resources';
import { useSchemaForm } from '@web/lib/form';
import { notify } from '@web/lib/toast';
import { useSaveVendorDraft, useSubmitVendorApplication } from '../api/save-vendor-application';
import { CheckAnswers } from './check-answers';
import { DocumentsStep } from './documents-step';
import {
  CHECK_STEP,
  DOCUMENTS_STEP,
  draftValuesOf,
  labelOf,
  ORGANISATION_STEP,
  SOLUTIONS_STEP,
  stepOf,
  VENDOR_FORM_STEPS,
  vendorStepAddress,
} from './form-steps';
import { OrganisationStep } from './organisation-step';
import { isUnderAge } from './signatory-age';
import { SolutionForm } from './solution-form';
import { SolutionsStep } from './solutions-step';

const continueLabels: Record<number, string> = {
  [ORGANISATION_STEP]: 'Save and continue',
  [SOLUTIONS_STEP]: 'Continue',
  [DOCUMENTS_STEP]: 'Continue',
  [CHECK_STEP]: 'Submit application',
};

type VendorApplicationFormProps = {
  application: VendorApplication;
  /** The register's countries: the organisation's, the phone's dialling code, the data's. */
  countries: CountryOption[];
  loadingCountries: boolean;
};

/**
 * The vendor's application in four steps (docs/product.md, "Software and cloud vendors"): the
 * organisation is saved as the draft on each Continue, each solution and document on its own, so
 * the vendor may leave and come back; the last step submits it, then its page follows it.
 */
export function VendorApplicationForm({
  application,
  countries,
  loadingCountries,
}: VendorApplicationFormProps) {
  const { id } = application;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [step, goTo] = useStepParam(VENDOR_FORM_STEPS.length);
  const form = useSchemaForm(VendorDraftSchema, { defaultValues: draftValuesOf(application) });
  const save = useSaveVendorDraft(id);
  const submit = useSubmitVendorApplication(id);
  const [problems, setProblems] = useState<Problem[]>([]);
  const solutionsAddress = vendorStepAddress(id, SOLUTIONS_STEP);
  const solutionAddress = (solution: number | 'new') => `${solutionsAddress}&solution=${solution}`;

  // A solution is added or changed on a page of its own within its step, with its own form.
  const asked = step === SOLUTIONS_STEP ? params.get('solution') : null;
  const solution = application.solutions.find((held) => String(held.id) === asked) ?? null;
  if (asked === 'new' || solution) {
    return (
      <Stack gap="lg">
        <FormStepper steps={VENDOR_FORM_STEPS} step={step} />
        <StepHeading
          steps={VENDOR_FORM_STEPS}
          step={step}
          title={solution ? `Change ${solution.name}` : 'Add a solution'}
        />
        <SolutionForm
          key={asked}
          applicationId={id}
          solution={solution}
          categories={application.call.categories}
          countries={countries}
          listAddress={solutionsAddress}
        />
      </Stack>
    );
  }

  /** What the step still lacks for submitting, said at once; a draft is saved as it is. */
  const lacks = (values: VendorDraft) => {
    if (step === SOLUTIONS_STEP && application.solutions.length === 0) {
      setProblems([
        { key: 'solutions', message: vendorMessages.noSolutions, to: solutionAddress('new') },
      ]);
      return true;
    }
    if (step !== ORGANISATION_STEP) return false;
    const blank = flagBlanks(form, VENDOR_FIELDS, values);
    const born = values.signatory_date_of_birth;
    const minor = born !== null && isUnderAge(born);
    if (minor)
      form.setError('signatory_date_of_birth', { type: 'age', message: vendorMessages.underAge });
    return blank || minor;
  };

  const onContinue = async (values: VendorDraft, leaving: boolean) => {
    setProblems([]);
    if (step === CHECK_STEP) {
      const answer = await submit.mutateAsync();
      notify.success(answer.message);
      await navigate(paths.myVendorApplications.show(id));
      return;
    }
    if (step === ORGANISATION_STEP) await save.mutateAsync(values);
    if (leaving) {
      await navigate(paths.myVendorApplications.list);
      return;
    }
    if (!lacks(values)) goTo(step + 1);
  };

  return (
    <SteppedForm
      form={form}
      steps={VENDOR_FORM_STEPS}
      step={step}
      goTo={goTo}
      problems={problems}
      onContinue={onContinue}
      onRefused={
        step === CHECK_STEP
          ? (error) =>
              setProblems(
                refusalProblems(error, {
                  to: (key) => vendorStepAddress(id, stepOf(key)),
                  labelOf,
                }),
              )
          : undefined
      }
      canLeave={step === ORGANISATION_STEP}
      continueLabel={continueLabels[step]!}
    >
      {step === ORGANISATION_STEP && (
        <OrganisationStep form={form} countries={countries} loadingCountries={loadingCountries} />
      )}
      {step === SOLUTIONS_STEP && (
        <SolutionsStep application={application} solutionAddress={solutionAddress} />
      )}
      {step === DOCUMENTS_STEP && <DocumentsStep application={application} />}
      {step === CHECK_STEP && <CheckAnswers application={application} />}
    </SteppedForm>
  );
}
