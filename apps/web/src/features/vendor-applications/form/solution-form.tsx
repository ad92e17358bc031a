import { Button, Group, Radio, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { CountryOption } from '@portal/shared/lookups';
import {
  SERVICE_MODEL_LABELS,
  SERVICE_MODELS,
  SolutionInputSchema,
  type Solution,
  type SolutionInput,
} from '@portal/shared/vendor-applications';
import {
  CITY_DATA_CENTRE,
  CITY_DATA_CENTRE_LABEL,
  SOLUTION_CATEGORY_LABELS,
  type SolutionCategory,
} from '@portal/shared/vendor-journey';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormCountrySelect } from '@web/components/form-country-select';
import { FormWithSummary } from '@web/components/form-with-summary';
import { FormSelect } from '@web/components/form-select';
import { SubmitButton } from '@web/components/submit-button';
import { bindInput, markChanged, submitWith, useSchemaForm } from '@web/lib/form';
import { useSaveSolution } from '../api/solutions';
import { CertificationFields } from './certification-fields';

/** The technology city's data centre stands in Kenya (docs/product.md, "Software and cloud vendors"). */
const CITY_COUNTRY = 'KE';

const serviceModels = SERVICE_MODELS.map((model) => ({
  value: model,
  label: SERVICE_MODEL_LABELS[model],
}));

// A new solution names nothing yet: the schema says what it lacks.
const blankSolution = {
  name: '',
  data_location_facility: '',
  certifications: [],
  exit_plan: '',
  description: '',
} as unknown as SolutionInput;

const valuesOf = (solution: Solution | null): SolutionInput =>
  solution
    ? {
        name: solution.name,
        category: solution.category,
        service_model: solution.service_model,
        data_location_country: solution.data_location_country,
        data_location_facility: solution.data_location_facility,
        certifications: solution.certifications.map((held) => ({
          ...held,
          other: held.other ?? '',
        })),
        exit_plan: solution.exit_plan,
        description: solution.description,
      }
    : blankSolution;

type SolutionFormProps = {
  applicationId: number;
  /** The solution to change; null to add one. */
  solution: Solution | null;
  /** What the call takes: a solution of another category would be refused. */
  categories: readonly SolutionCategory[];
  countries: CountryOption[];
  /** Where the list of solutions is, to go back to once saved or cancelled. */
  listAddress: string;
};

/**
 * One solution, added or changed whole (the GOV.UK add-another pattern): what it is, how it is
 * delivered, where its data is kept, its certifications and how a customer leaves it. Each is
 * reviewed on its own.
 */
export function SolutionForm({
  applicationId,
  solution,
  categories,
  countries,
  listAddress,
}: SolutionFormProps) {
  const navigate = useNavigate();
  const save = useSaveSolution(applicationId, solution?.id ?? null);
  const form = useSchemaForm(SolutionInputSchema, { defaultValues: valuesOf(solution) });
  const [inCity, setInCity] = useState(solution?.data_location_facility === CITY_DATA_CENTRE);
  const chooseCity = (city: boolean) => {
    setInCity(city);
    const facility = city ? CITY_DATA_CENTRE : '';
    form.setValue('data_location_facility', facility, { shouldValidate: true });
    markChanged(form, 'data_location_facility');
    if (city) {
      form.setValue('data_location_country', CITY_COUNTRY, { shouldValidate: true });
      markChanged(form, 'data_location_country');
    }
  };
  const onSubmit = submitWith(form, async (values) => {
    await save.mutateAsync(values);
    await navigate(listAddress);
  });
  const categoryData = categories.map((category) => ({
    value: category,
    label: SOLUTION_CATEGORY_LABELS[category],
  }));

  return (
    <FormWithSummary form={form} onSubmit={onSubmit}>
      <Stack gap="lg">
        <TextInput
          label="Name of the solution"
          autoComplete="off"
          required
          {...bindInput(form, 'name')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FormSelect
            form={form}
            name="category"
            label="Category"
            description="One of the categories this call takes."
            placeholder="Choose a category"
            data={categoryData}
            required
          />
          <FormSelect
            form={form}
            name="service_model"
            label="Service model"
            placeholder="Choose a service model"
            data={serviceModels}
            required
          />
        </SimpleGrid>
        <Radio.Group
          label="Where the data is kept"
          value={inCity ? 'city' : 'elsewhere'}
          onChange={(value) => chooseCity(value === 'city')}
          required
        >
          <Stack gap="xs" mt="xs">
            <Radio value="city" label={CITY_DATA_CENTRE_LABEL} />
            <Radio value="elsewhere" label="In another facility" />
          </Stack>
        </Radio.Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {!inCity && (
            <TextInput
              label="Facility"
              description="The data centre or cloud region that keeps the data."
              autoComplete="off"
              required
              {...bindInput(form, 'data_location_facility')}
            />
          )}
          <FormCountrySelect
            form={form}
            name="data_location_country"
            label="Country where the data is kept"
            description={inCity ? 'The technology city’s data centre is in Kenya.' : undefined}
            countries={countries}
            readOnly={inCity}
            required
          />
        </SimpleGrid>
        <CertificationFields form={form} />
        <Textarea
          label="Exit plan"
          description="How a customer takes their data and leaves the solution."
          rows={3}
          required
          {...bindInput(form, 'exit_plan')}
        />
        <Textarea
          label="Description"
          description="What the solution does, and for whom."
          rows={4}
          required
          {...bindInput(form, 'description')}
        />
        <Group justify="space-between">
          <Button component={Link} to={listAddress} variant="default">
            Cancel
          </Button>
          <SubmitButton form={form}>Save solution</SubmitButton>
        </Group>
      </Stack>
    </FormWithSummary>
  );
}
