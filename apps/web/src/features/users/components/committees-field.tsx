import { Button, Fieldset, Input, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { Option } from '@portal/shared/lookups';
import {
  UserCommitteeInputSchema,
  UserInputSchema,
  type UserCommitteeInput,
  type UserLookups,
} from '@portal/shared/users';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { OptionSelect } from '@web/components/option-select';
import { fieldError, useSchemaForm, type AnyForm } from '@web/lib/form';
import type { UserFormInput } from './user-form-values';

type CommitteesFieldProps = {
  /** The user form, whose `committees` this field lists. */
  form: AnyForm<UserFormInput>;
  lookups: Pick<UserLookups, 'committees' | 'committee_roles'>;
};

const nameOf = (options: Option[], id: number) =>
  options.find((option) => option.id === id)?.name ?? `#${id}`;

/**
 * The shared rules' word on the form's committees with one more line, if they refuse it
 * ('Committee already added'): create and edit share these rules, so create's schema speaks.
 */
function refusalOf(values: UserFormInput, line: UserCommitteeInput): string | undefined {
  const committees = [...(values.committees ?? []), line];
  const result = UserInputSchema.safeParse({ ...values, committees });
  const linePath = ['committees', committees.length - 1, 'name'].join('.');
  return result.error?.issues.find((issue) => issue.path.join('.') === linePath)?.message;
}

/**
 * The committee sub-form (docs/product.md, "Validation"): a committee and the user's role on it,
 * both required, added to the list below unless the committee is already there; each line can be
 * removed.
 */
export function CommitteesField({ form, lookups }: CommitteesFieldProps) {
  const errorId = useId();
  const lines = useWatch({ control: form.control, name: 'committees' }) ?? [];
  const lineForm = useSchemaForm(UserCommitteeInputSchema, {
    defaultValues: { name: undefined, role: undefined },
  });
  const error = fieldError(form, 'committees');

  const setLines = (committees: UserCommitteeInput[]) =>
    form.setValue('committees', committees, {
      shouldDirty: true,
      shouldTouch: true,
      shouldValidate: true,
    });
  const add = lineForm.handleSubmit((line) => {
    const refusal = refusalOf(form.getValues(), line);
    if (refusal) {
      lineForm.setError('name', { type: 'validate', message: refusal }, { shouldFocus: true });
      return;
    }
    setLines([...lines, line]);
    lineForm.reset();
  });

  return (
    <Fieldset legend="Committees" aria-describedby={error ? errorId : undefined}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <OptionSelect
            form={lineForm}
            name="name"
            label="Committee"
            placeholder="Choose a committee"
            options={lookups.committees}
            required
          />
          <OptionSelect
            form={lineForm}
            name="role"
            label="Committee role"
            placeholder="Choose a role"
            options={lookups.committee_roles}
            required
          />
        </SimpleGrid>
        <div>
          {/* Not a submit: this line joins the list; the user form is submitted as a whole. */}
          <Button variant="light" aria-label="Add committee" onClick={(event) => void add(event)}>
            Add
          </Button>
        </div>
        {lines.length === 0 ? (
          <Text c="dimmed" fz="sm">
            No committees added yet.
          </Text>
        ) : (
          <Table aria-label="Added committees" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Committee</Table.Th>
                <Table.Th scope="col">Role</Table.Th>
                <Table.Th scope="col">Action</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((line, index) => {
                const committee = nameOf(lookups.committees, line.name);
                return (
                  <Table.Tr key={line.name}>
                    <Table.Td>{committee}</Table.Td>
                    <Table.Td>{nameOf(lookups.committee_roles, line.role)}</Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        aria-label={`Remove ${committee}`}
                        onClick={() => setLines(lines.filter((_, at) => at !== index))}
                      >
                        Remove
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
        {error && <Input.Error id={errorId}>{error}</Input.Error>}
      </Stack>
    </Fieldset>
  );
}
