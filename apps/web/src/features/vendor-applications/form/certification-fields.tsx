import { SimpleGrid, TextInput } from '@mantine/core';
import type { SolutionInput } from '@portal/shared/vendor-applications';
import { CERTIFICATIONS } from '@portal/shared/vendor-journey';
import { useWatch } from 'react-hook-form';
import { FormSelect } from '@web/components/form-select';
import { RowsField } from '@web/components/rows-field';
import { bindInput, type AnyForm } from '@web/lib/form';

/** As many as the shared schema takes. */
const MAX_CERTIFICATIONS = 10;

const certificationOptions = CERTIFICATIONS.map((name) => ({
  value: name,
  label: name === 'other' ? 'Another certification' : name,
}));

type NewCertification = SolutionInput['certifications'][number];
// A new row names nothing yet: the schema says what it lacks.
const blankCertification = { other: '', expires_on: '' } as unknown as NewCertification;

/** The security certifications a solution holds, each with its expiry date: rows to add and remove. */
export function CertificationFields({ form }: { form: AnyForm<SolutionInput> }) {
  const names = useWatch({ control: form.control, name: 'certifications' });
  return (
    <RowsField
      form={form}
      name="certifications"
      label="Certifications"
      description="Optional: the security certifications the solution holds, each with the day it expires."
      noun="certification"
      blank={() => blankCertification}
      max={MAX_CERTIFICATIONS}
    >
      {(index) => (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FormSelect
            form={form}
            name={`certifications.${index}.name`}
            label="Certification"
            placeholder="Choose a certification"
            data={certificationOptions}
            required
          />
          {names?.[index]?.name === 'other' && (
            <TextInput
              label="Name of the certification"
              autoComplete="off"
              required
              {...bindInput(form, `certifications.${index}.other`)}
            />
          )}
          <TextInput
            label="Expires on"
            type="date"
            required
            {...bindInput(form, `certifications.${index}.expires_on`)}
          />
        </SimpleGrid>
      )}
    </RowsField>
  );
}
