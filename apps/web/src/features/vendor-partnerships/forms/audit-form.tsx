import { Checkbox, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  AUDIT_RESULT_LABELS,
  AUDIT_RESULTS,
  AuditInputSchema,
  SEVERITIES,
  SEVERITY_LABELS,
  type AuditInput,
} from '@portal/shared/vendor-audits';
import type { Partnership } from '@portal/shared/vendor-partnerships';
import { Controller, useWatch } from 'react-hook-form';
import { FormButtons } from '@web/components/form-buttons';
import { FormSelect } from '@web/components/form-select';
import { FormWithSummary } from '@web/components/form-with-summary';
import { RowsField } from '@web/components/rows-field';
import {
  bindInput,
  fieldError,
  markChanged,
  submitWith,
  useSchemaForm,
  type AnyForm,
} from '@web/lib/form';
import { optionsOf } from '@web/lib/options';
import { notify } from '@web/lib/toast';
import { recordAudit } from '../api/steps';

const resultOptions = optionsOf(AUDIT_RESULTS, AUDIT_RESULT_LABELS);
const severityOptions = optionsOf(SEVERITIES, SEVERITY_LABELS);

/** The solutions the audit covered: one box each, of those the partnership offers. */
function ScopeField({
  form,
  partnership,
}: {
  form: AnyForm<AuditInput>;
  partnership: Partnership;
}) {
  return (
    <Controller
      control={form.control}
      name="scope"
      render={({ field }) => (
        <Checkbox.Group
          label="Scope"
          description="The solutions the audit covered."
          required
          value={field.value.map(String)}
          onChange={(ids) => {
            field.onChange(ids.map(Number));
            markChanged(form, 'scope');
          }}
          error={fieldError(form, 'scope')}
        >
          <Stack gap="xs" mt="xs">
            {partnership.solutions.map((solution) => (
              <Checkbox key={solution.id} value={String(solution.id)} label={solution.name} />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
    />
  );
}

type AuditFormProps = { partnership: Partnership; onDone: () => void; onCancel: () => void };

/**
 * A data-security audit as staff record it (docs/product.md, "The vendor partnership"): when, by
 * whom, which solutions, its result, and its findings, each with a severity from which its
 * deadline follows. An audit that passed has none; one that did not lists them.
 */
export function AuditForm({ partnership, onDone, onCancel }: AuditFormProps) {
  const form = useSchemaForm(AuditInputSchema, {
    defaultValues: {
      audited_on: '',
      auditor: '',
      scope: partnership.solutions.map((solution) => solution.id),
      result: 'passed',
      findings: [],
    },
  });
  const result = useWatch({ control: form.control, name: 'result' });
  const onSubmit = submitWith(form, async (values) => {
    const answer = await recordAudit(partnership.id, values);
    notify.success(answer.message);
    onDone();
  });
  return (
    <FormWithSummary form={form} onSubmit={onSubmit}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Audited on"
            description="Not after today."
            type="date"
            required
            {...bindInput(form, 'audited_on')}
          />
          <TextInput
            label="Auditor"
            description="The firm or person who audited."
            required
            {...bindInput(form, 'auditor')}
          />
        </SimpleGrid>
        <ScopeField form={form} partnership={partnership} />
        <FormSelect
          form={form}
          name="result"
          label="Result"
          data={resultOptions}
          allowDeselect={false}
          required
        />
        {result !== 'passed' && (
          <RowsField
            form={form}
            name="findings"
            label="Findings"
            description="Each finding's deadline is set from its severity, counted from the audit's date. The vendor answers each; critical and high findings past their deadline put the vendor's solutions under review in the public register."
            noun="finding"
            blank={() => ({ title: '', severity: 'medium' as const })}
            max={100}
          >
            {(index) => (
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <TextInput
                  label="Finding"
                  required
                  style={{ gridColumn: 'span 2' }}
                  {...bindInput(form, `findings.${index}.title`)}
                />
                <FormSelect
                  form={form}
                  name={`findings.${index}.severity`}
                  label="Severity"
                  data={severityOptions}
                  allowDeselect={false}
                  required
                />
              </SimpleGrid>
            )}
          </RowsField>
        )}
        <FormButtons form={form} onCancel={onCancel}>
          Record the audit
        </FormButtons>
      </Stack>
    </FormWithSummary>
  );
}
