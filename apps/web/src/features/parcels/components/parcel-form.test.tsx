import { parcelMessages, type ParcelRecord } from '@portal/shared/parcels';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { auditedByAda } from '@web/testing/fixtures';
import { messages, submitButton, textbox } from '@web/testing/form-queries';
import { renderWithProviders } from '@web/testing/render-app';
import { ParcelForm } from './parcel-form';

type Events = ReturnType<typeof userEvent.setup>;

const reservedParcel: ParcelRecord = {
  id: 31,
  number: 'TC-P1-0031',
  acre: '2.50',
  min_floors: 2,
  max_floors: 8,
  land_use: 'Commercial',
  zone: 'Central Business District',
  status: 'Reserved',
  allocation: null,
  ...auditedByAda,
};

const allocatedParcel: ParcelRecord = {
  ...reservedParcel,
  status: 'Allocated',
  allocation: {
    id: 4,
    allocated_to: 'Savannah Data Ltd',
    allocated_at: '2026-03-01',
    lease_term_years: 60,
  },
};

const combobox = (name: string) => screen.getByRole('combobox', { name });

function renderForm(parcel?: ParcelRecord) {
  const view = renderWithProviders(
    <ParcelForm {...(parcel && { parcel })} />,
    '/account/create-parcel',
  );
  return { events: userEvent.setup(), ...view };
}

async function choose(events: Events, select: HTMLElement, option: string) {
  await events.click(select);
  await events.click(await screen.findByRole('option', { name: option }));
}

/** Every field but the floors, with valid values. */
async function fillInAllButFloors(events: Events) {
  await events.type(textbox('Number'), 'TC-P9-0001');
  await events.type(textbox('Acres'), '1.25');
  await choose(events, combobox('Land use'), 'Mixed Use');
  await choose(events, combobox('Zone'), 'Mixed-Use Corridor');
}

describe('parcel form', () => {
  it('says which fields are required once changed, and keeps Submit disabled', async () => {
    const { events } = renderForm();
    expect(submitButton('Submit')).toBeDisabled();
    expect(screen.queryByText(messages.required)).not.toBeInTheDocument();
    for (const name of ['Number', 'Acres', 'Minimum floors', 'Maximum floors']) {
      await events.type(textbox(name), '1');
      await events.clear(textbox(name));
      expect(textbox(name)).toHaveAccessibleDescription(messages.required);
    }
    for (const name of ['Land use', 'Zone']) {
      await events.click(combobox(name));
      await events.tab();
      expect(combobox(name)).toHaveAccessibleDescription(messages.required);
    }
    expect(submitButton('Submit')).toBeDisabled();
  });

  it('takes an area greater than 0 with at most 2 decimals', async () => {
    const { events } = renderForm();
    const acres = textbox('Acres');
    expect(acres).toHaveAttribute('inputmode', 'decimal');
    for (const bad of ['2.555', '0', '1,5', '-3']) {
      await events.clear(acres);
      await events.type(acres, bad);
      expect(acres).toHaveAccessibleDescription(parcelMessages.acre);
    }
    await events.clear(acres);
    await events.type(acres, '2.5');
    expect(acres).not.toHaveAccessibleDescription();
  });

  it('says under the maximum floors when it is fewer than the minimum', async () => {
    const { events } = renderForm();
    await fillInAllButFloors(events);
    await events.type(textbox('Minimum floors'), '8');
    await events.type(textbox('Maximum floors'), '2');
    expect(textbox('Maximum floors')).toHaveAccessibleDescription(parcelMessages.floorsOrder);
    expect(textbox('Minimum floors')).not.toHaveAccessibleDescription();
    expect(submitButton('Submit')).toBeDisabled();

    await events.clear(textbox('Maximum floors'));
    await events.type(textbox('Maximum floors'), '12');
    expect(textbox('Maximum floors')).not.toHaveAccessibleDescription();
    // A new parcel is Available unless the administrator reserves it.
    expect(combobox('Status')).toHaveValue('Available');
    await waitFor(() => expect(submitButton('Submit')).toBeEnabled());
  });

  it('is prefilled with the parcel being edited', async () => {
    renderForm(reservedParcel);
    expect(textbox('Number')).toHaveValue('TC-P1-0031');
    expect(textbox('Acres')).toHaveValue('2.50');
    expect(textbox('Minimum floors')).toHaveValue('2');
    expect(textbox('Maximum floors')).toHaveValue('8');
    expect(combobox('Land use')).toHaveValue('Commercial');
    expect(combobox('Zone')).toHaveValue('Central Business District');
    expect(combobox('Status')).toHaveValue('Reserved');
    await waitFor(() => expect(submitButton('Submit')).toBeEnabled());
  });

  it('shows an allocated parcel’s status read-only, saying why', async () => {
    renderForm(allocatedParcel);
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    const status = textbox('Status');
    expect(status).toHaveValue('Allocated');
    expect(status).toHaveAttribute('readonly');
    expect(status).toHaveAccessibleDescription(parcelMessages.reservedOnly);
    await waitFor(() => expect(submitButton('Submit')).toBeEnabled());
  });

  it('Cancel goes back to the list', async () => {
    const { events, router } = renderForm();
    await events.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/account/parcels');
  });
});
