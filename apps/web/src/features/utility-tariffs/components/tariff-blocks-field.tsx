import { Button, Fieldset, Group, Input, SimpleGrid, Stack } from '@mantine/core';
import { MAX_TARIFF_BLOCKS, type UtilityTariffInput } from '@portal/shared/utility-tariffs';
import { useFieldArray, useWatch } from 'react-hook-form';
import { FormNumberInput, wholeNumberInput } from '@web/components/form-number-input';
import { MoneyInput } from '@web/components/money-input';
import type { AnyForm } from '@web/lib/form';

type Block = UtilityTariffInput['blocks'][number];

type TariffBlocksFieldProps = {
  form: AnyForm<UtilityTariffInput>;
  /** The units the blocks count: 'm³' or 'kWh'. */
  unit: string;
};

/**
 * The blocks of a tariff, a fieldset each, to add and remove (docs/product.md, "Utilities"): each
 * from where the one before ends, the last with no upper limit. A new block starts where the last
 * one ended; the shared schema says what else is off, under the bound that breaks the rule.
 */
export function TariffBlocksField({ form, unit }: TariffBlocksFieldProps) {
  const rows = useFieldArray({ control: form.control, name: 'blocks' });
  const blocks = useWatch({ control: form.control, name: 'blocks' }) ?? [];
  const add = () => {
    const last = blocks.at(-1);
    // A new block starts where the last one ended, and it is open-ended now.
    const start = last?.to ?? undefined;
    rows.append({ from: start, to: null, rate: undefined } as unknown as Block);
  };
  return (
    <Stack gap="sm">
      <Stack gap={2}>
        <Input.Label labelElement="div">Blocks</Input.Label>
        <Input.Description>
          Each block charges its rate on the units used within it, from the first at 0 to the last,
          which has no upper limit.
        </Input.Description>
      </Stack>
      {rows.fields.map((row, index) => {
        const n = index + 1;
        const last = index === rows.fields.length - 1;
        return (
          <Fieldset key={row.id} legend={`Block ${n}`} variant="filled">
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <FormNumberInput
                form={form}
                name={`blocks.${index}.from`}
                label={`Block ${n} from (${unit})`}
                required
                {...wholeNumberInput}
              />
              <FormNumberInput
                form={form}
                name={`blocks.${index}.to`}
                label={`Block ${n} up to (${unit})`}
                description={last ? 'Empty: no upper limit.' : undefined}
                required={!last}
                {...wholeNumberInput}
              />
              <MoneyInput
                form={form}
                name={`blocks.${index}.rate`}
                label={`Block ${n} rate (KES per ${unit})`}
                required
              />
            </SimpleGrid>
            <Group mt="sm">
              <Button
                variant="default"
                size="xs"
                aria-label={`Remove block ${n}`}
                onClick={() => rows.remove(index)}
                disabled={rows.fields.length === 1}
              >
                Remove
              </Button>
            </Group>
          </Fieldset>
        );
      })}
      <Group>
        <Button variant="default" onClick={add} disabled={rows.fields.length >= MAX_TARIFF_BLOCKS}>
          Add a block
        </Button>
      </Group>
    </Stack>
  );
}
