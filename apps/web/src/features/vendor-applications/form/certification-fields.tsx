import { Button, Fieldset, Group, Input, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { SolutionInput } from '@portal/shared/vendor-applications';
import { CERTIFICATIONS } from '@portal/shared/vendor-journey';
import { useFieldArray, useWatch } from 'react-hook-form';
import { FormSelect } from '@web/components/form-select';
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
  const rows = useFieldArray({ control: form.control, name: 'certifications' });
  const names = useWatch({ control: form.control, name: 'certifications' });
  return (
    <Stack gap="sm">
      <Stack gap={2}>
        {/* A field's label and description, over the rows they speak of. */}
        <Input.Label labelElement="div">Certifications</Input.Label>
        <Input.Description>
          Optional: the security certifications the solution holds, each with the day it expires.
        </Input.Description>
      </Stack>
      {rows.fields.map((row, index) => (
        <Fieldset key={row.id} legend={`Certification ${index + 1}`} variant="filled">
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
          <Group mt="sm">
            <Button
              variant="default"
              size="xs"
              aria-label={`Remove certification ${index + 1}`}
              onClick={() => rows.remove(index)}
            >
              Remove
            </Button>
          </Group>
        </Fieldset>
      ))}
      <Group>
        <Button
          variant="default"
          onClick={() => rows.append(blankCertification)}
          disabled={rows.fields.length >= MAX_CERTIFICATIONS}
        >
          Add a certification
        </Button>
      </Group>
    </Stack>
  );
}
