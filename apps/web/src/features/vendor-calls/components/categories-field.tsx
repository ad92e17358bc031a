import { Checkbox, Stack } from '@mantine/core';
import type { VendorCallInput } from '@portal/shared/vendor-calls';
import {
  SOLUTION_CATEGORIES,
  SOLUTION_CATEGORY_LABELS,
  type SolutionCategory,
} from '@portal/shared/vendor-journey';
import { Controller } from 'react-hook-form';
import { fieldError, markChanged, type AnyForm } from '@web/lib/form';

/** What a call invites: one checkbox per solution category, at least one ticked. */
export function CategoriesField({ form }: { form: AnyForm<VendorCallInput> }) {
  return (
    <Controller
      control={form.control}
      name="categories"
      render={({ field }) => (
        <Checkbox.Group
          label="Categories"
          description="The kinds of solution vendors may offer in answer to this call."
          value={field.value}
          onChange={(categories) => {
            field.onChange(categories as SolutionCategory[]);
            markChanged(form, 'categories');
          }}
          error={fieldError(form, 'categories')}
        >
          <Stack gap="xs" mt="xs">
            {SOLUTION_CATEGORIES.map((category) => (
              <Checkbox
                key={category}
                value={category}
                label={SOLUTION_CATEGORY_LABELS[category]}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
    />
  );
}
