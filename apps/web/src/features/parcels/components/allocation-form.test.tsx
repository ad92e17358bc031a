import { parcelMessages, type AllocationRecord } from '@portal/shared/parcels';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { auditedByAda } from '@web/testing/fixtures';
import { messages, submitButton, textbox } from '@web/testing/form-queries';
import { renderWithProviders } from '@web/testing/render-app';
import { AllocationForm } from './allocation-form';

const savannah: AllocationRecord = {
  id: 4,
  parcel_id: 31,
  parcel_number: 'TC-P1-0031',
  allocated_to: 'Savannah Data Ltd',
  allottee: { id: 12, name: 'Carol Chair', email: 'carol@example.com' },
  allocated_at: '2026-03-01',
  lease_term_years: 60,
  lease_ends_at: '2086-02-28',
  ...auditedByAda,
};

const allottedTo = () => textbox('Allotted to');
const email = () => textbox('Allottee account email (optional)');
const allocationDate = () => screen.getByLabelText('Allocation date');
const leaseTerm = () => screen.getByRole('combobox', { name: 'Lease term' });

function renderForm(props: { parcelId: number } | { allocation: AllocationRecord }) {
  const view = renderWithProviders(<AllocationForm {...props} />, '/account/allocate-parcel/31');
  return { events: userEvent.setup(), ...view };
}

describe('allocation form', () => {
  it('requires whom to, the date and a lease term, and keeps Submit disabled', async () => {
    const { events } = renderForm({ parcelId: 31 });
    expect(submitButton('Submit')).toBeDisabled();
    expect(screen.queryByText(messages.required)).not.toBeInTheDocument();
    await events.type(allottedTo(), ' ');
    expect(allottedTo()).toHaveAccessibleDescription(expect.stringContaining(messages.required));
    await events.click(allocationDate());
    await events.tab();
    expect(allocationDate()).toHaveAccessibleDescription(messages.required);
    await events.click(leaseTerm());
    await events.tab();
    expect(leaseTerm()).toHaveAccessibleDescription(parcelMessages.leaseTerm);
    expect(submitButton('Submit')).toBeDisabled();
  });

  it('offers the three lease terms: 21, 60 and 90 years', async () => {
    const { events } = renderForm({ parcelId: 31 });
    await events.click(leaseTerm());
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      '21 years (short term)',
      '60 years (long term)',
      '90 years (long term)',
    ]);
  });

  it('takes an allottee email or none, and a date as YYYY-MM-DD', async () => {
    const { events } = renderForm({ parcelId: 31 });
    await events.type(allottedTo(), 'Savannah Data Ltd');
    await events.type(email(), 'carol@');
    expect(email()).toHaveAccessibleDescription(expect.stringContaining(messages.email));
    await events.clear(email());
    expect(email()).not.toHaveAccessibleDescription(expect.stringContaining(messages.email));
    await events.type(allocationDate(), '2026-03-01');
    expect(allocationDate()).toHaveValue('2026-03-01');
    await events.click(leaseTerm());
    await events.click(await screen.findByRole('option', { name: '90 years (long term)' }));
    await waitFor(() => expect(submitButton('Submit')).toBeEnabled());
  });

  it('opens an allocation with its values, the parcel read-only', async () => {
    renderForm({ allocation: savannah });
    const parcel = textbox('Parcel');
    expect(parcel).toHaveValue('TC-P1-0031');
    expect(parcel).toHaveAttribute('readonly');
    expect(allottedTo()).toHaveValue('Savannah Data Ltd');
    expect(email()).toHaveValue('carol@example.com');
    expect(allocationDate()).toHaveValue('2026-03-01');
    expect(leaseTerm()).toHaveValue('60 years (long term)');
    await waitFor(() => expect(submitButton('Submit')).toBeEnabled());
  });

  it('Cancel goes back to the parcels when allocating, to the allocations when editing', async () => {
    const allocating = renderForm({ parcelId: 31 });
    await allocating.events.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(allocating.router.state.location.pathname).toBe('/account/parcels');
    allocating.unmount();

    const editing = renderForm({ allocation: savannah });
    await editing.events.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(editing.router.state.location.pathname).toBe('/account/parcel-allocations');
  });
});
