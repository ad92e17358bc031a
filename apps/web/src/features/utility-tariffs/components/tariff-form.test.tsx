import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { submitButton, textbox } from '@web/testing/form-queries';
import { renderWithProviders } from '@web/testing/render-app';
import { stubFetch } from '@web/testing/stub-fetch';
import { makeTariff } from '@web/testing/utility-tariffs';
import { TariffForm } from './tariff-form';

const domestic = makeTariff({
  id: 7,
  effective_from: '2027-01-01',
  reference: 'Gazette Notice No. 99 of 2026',
  in_force: false,
  billed: false,
});

const saved = (message: string) => ({ body: { status: 'success', message, data: domestic } });
const sentBody = (calls: ReturnType<typeof stubFetch>) =>
  JSON.parse(String(calls.mock.calls[0]?.[1]?.body)) as unknown;
const described = (message: string) => expect.stringContaining(message);

type Events = ReturnType<typeof userEvent.setup>;
async function choose(user: Events, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}
async function typeInto(user: Events, label: string, value: string) {
  const input = textbox(label);
  await user.clear(input);
  if (value) await user.type(input, value);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('tariff form', () => {
  it('adds a version with blocks typed in shillings, sent in cents, the last block open-ended', async () => {
    const calls = stubFetch({ 'POST /api/utility-tariffs': saved('Tariff version added.') });
    const user = userEvent.setup();
    const { router } = renderWithProviders(<TariffForm />, '/account/create-utility-tariff');
    await choose(user, 'Service', 'Water');
    await choose(user, 'Customer class', 'Domestic');
    await user.type(screen.getByLabelText(/Takes effect on/), '2027-01-01');
    await user.type(textbox('Reference'), 'Gazette Notice No. 99 of 2026');
    await typeInto(user, 'Minimum charge a month (KES)', '270');
    await typeInto(user, 'Sewerage (% of the water volume)', '75');
    await choose(user, 'Tax', 'Exempt from VAT');
    await user.type(textbox('Block 1 rate (KES per m³)'), '45');
    // A second block starts where the first ends, once the first has an end.
    await user.type(textbox('Block 1 up to (m³)'), '6');
    await user.click(screen.getByRole('button', { name: 'Add a block' }));
    expect(textbox('Block 2 from (m³)')).toHaveValue('6');
    expect(textbox('Block 2 up to (m³)')).toHaveValue('');
    await user.type(textbox('Block 2 rate (KES per m³)'), '67.50');
    await user.click(submitButton('Submit'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/account/utility-tariffs'));
    expect(sentBody(calls)).toEqual({
      service: 'water',
      customer_class: 'domestic',
      effective_from: '2027-01-01',
      reference: 'Gazette Notice No. 99 of 2026',
      fixed_charge: 0,
      minimum_charge: 27_000,
      sewerage_percent: 75,
      tax_category: 'exempt',
      blocks: [
        { from: 0, to: 6, rate: 4_500 },
        { from: 6, to: null, rate: 6_750 },
      ],
    });
  });

  it('says under the bound what breaks the blocks, and keeps Submit off until they follow on', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TariffForm tariff={domestic} />);
    await waitFor(() => expect(submitButton('Submit')).toBeEnabled());

    await typeInto(user, 'Block 2 from (m³)', '7');
    expect(textbox('Block 2 from (m³)')).toHaveAccessibleDescription(
      described('Block 2 must start where block 1 ends.'),
    );
    expect(submitButton('Submit')).toBeDisabled();
    await typeInto(user, 'Block 2 from (m³)', '6');
    await typeInto(user, 'Block 2 up to (m³)', '20');
    expect(textbox('Block 2 up to (m³)')).toHaveAccessibleDescription(
      described('Leave the last block’s upper limit empty'),
    );
    await typeInto(user, 'Block 2 up to (m³)', '');
    await choose(user, 'Service', 'Electricity');
    expect(textbox('Sewerage (% of the water volume)')).toHaveAccessibleDescription(
      described('Electricity has no sewerage charge: enter 0.'),
    );
    // The units follow the service.
    expect(textbox('Block 1 rate (KES per kWh)')).toBeInTheDocument();
  });

  it('removes a block, but never the only one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TariffForm tariff={domestic} />);
    await user.click(screen.getByRole('button', { name: 'Remove block 2' }));
    expect(screen.queryByRole('group', { name: 'Block 2' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Block 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove block 1' })).toBeDisabled();
  });

  it('sends a change to the version’s own address', async () => {
    const calls = stubFetch({ 'PUT /api/utility-tariffs/7': saved('Tariff version updated.') });
    const user = userEvent.setup();
    renderWithProviders(<TariffForm tariff={domestic} />, '/account/edit-utility-tariff/7');
    expect(textbox('Fixed charge a month (KES)')).toHaveValue('0');
    expect(textbox('Minimum charge a month (KES)')).toHaveValue('270');
    await typeInto(user, 'Fixed charge a month (KES)', '150');
    await waitFor(() => expect(submitButton('Submit')).toBeEnabled());
    await user.click(submitButton('Submit'));
    await waitFor(() => expect(calls).toHaveBeenCalled());
    expect(sentBody(calls)).toMatchObject({ fixed_charge: 15_000, blocks: domestic.blocks });
  });
});
