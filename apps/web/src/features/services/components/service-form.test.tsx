import { ServiceCategory } from '@portal/shared/constants';
import { serviceMessages, type ServiceRecord } from '@portal/shared/services';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { auditedByAda } from '@web/testing/fixtures';
import { messages, submitButton, textbox } from '@web/testing/form-queries';
import { createTestQueryClient } from '@web/testing/query-clients';
import { renderWithProviders } from '@web/testing/render-app';
import { stubFetch } from '@web/testing/stub-fetch';
import { serviceCategoriesQuery } from '../api/get-service-categories';
import { ServiceForm } from './service-form';

const categories = [
  { id: ServiceCategory.AuthorityService, name: 'Authority Service' },
  { id: ServiceCategory.PartnerService, name: 'Partner Service' },
];

// A PNG's signature is enough here: the bytes are judged by the server, which tests reach not.
const pngFile = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'logo.png', {
    type: 'image/png',
  });
const PNG_DATA_URL = 'data:image/png;base64,iVBORw0KGgo=';

const waterBills: ServiceRecord = {
  id: 4,
  name: 'Water Bills',
  link: 'https://water.example/portal',
  has_sso: true,
  description: 'Pay water and electricity bills',
  logo: 'data:image/webp;base64,UklGRiIAAABXRUJQ',
  logo_url: '/api/services/4/logo?v=d2VicA',
  category: ServiceCategory.PartnerService,
  service_category: 'Partner Service',
  ...auditedByAda,
};

// The categories as the server would answer them: tests reach no server.
function renderForm(service?: ServiceRecord) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(serviceCategoriesQuery().queryKey, categories);
  const view = renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <ServiceForm {...(service && { service })} />
    </QueryClientProvider>,
    '/account/create-service',
  );
  return { user: userEvent.setup(), ...view };
}

const logoInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const logoButton = () => screen.getByRole('button', { name: 'Logo' });
const category = () => screen.getByRole('combobox', { name: 'Category' });
const preview = () => screen.queryByRole('img', { name: 'Logo preview' });

describe('service form', () => {
  it('says which fields are required once touched, and keeps Submit disabled', async () => {
    const { user } = renderForm();
    expect(submitButton('Submit')).toBeDisabled();
    expect(screen.queryByText(messages.required)).not.toBeInTheDocument();
    for (const name of ['Name', 'Link', 'Description']) {
      await user.type(textbox(name), 'x');
      await user.clear(textbox(name));
      expect(textbox(name)).toHaveAccessibleDescription(messages.required);
    }
    await user.click(logoButton());
    await user.click(category());
    await user.tab();
    expect(logoButton()).toHaveAccessibleDescription(expect.stringContaining(messages.required));
    expect(category()).toHaveAccessibleDescription(messages.required);
    expect(submitButton('Submit')).toBeDisabled();
  });

  it('takes only http and https links', async () => {
    const { user } = renderForm();
    await user.type(textbox('Link'), 'ftp://w.io');
    expect(textbox('Link')).toHaveAccessibleDescription(serviceMessages.link);
    await user.clear(textbox('Link'));
    await user.type(textbox('Link'), 'http://w.io');
    expect(textbox('Link')).not.toHaveAccessibleDescription(serviceMessages.link);
  });

  it('reads the chosen logo as base64 text and previews it, then submits', async () => {
    const { user } = renderForm();
    expect(preview()).not.toBeInTheDocument();
    await user.upload(logoInput(), pngFile());
    expect(await screen.findByRole('img', { name: 'Logo preview' })).toHaveAttribute(
      'src',
      PNG_DATA_URL,
    );
    expect(logoButton()).toHaveTextContent('logo.png');

    await user.type(textbox('Name'), 'Water');
    await user.type(textbox('Link'), 'https://w.io');
    await user.type(textbox('Description'), 'Bills');
    await user.click(category());
    await user.click(await screen.findByRole('option', { name: 'Authority Service' }));
    // Single sign-on is the one field that may stay unticked.
    expect(
      screen.getByRole('checkbox', { name: 'Signs users in with single sign-on' }),
    ).not.toBeChecked();
    await waitFor(() => expect(submitButton('Submit')).toBeEnabled());
  });

  it('opens an edited service with its values and its current logo, kept until replaced', async () => {
    const { user } = renderForm(waterBills);
    expect(textbox('Name')).toHaveValue('Water Bills');
    expect(textbox('Link')).toHaveValue('https://water.example/portal');
    expect(textbox('Description')).toHaveValue('Pay water and electricity bills');
    expect(category()).toHaveValue('Partner Service');
    expect(
      screen.getByRole('checkbox', { name: 'Signs users in with single sign-on' }),
    ).toBeChecked();
    expect(preview()).toHaveAttribute('src', waterBills.logo);
    await waitFor(() => expect(submitButton('Submit')).toBeEnabled());

    await user.upload(logoInput(), pngFile());
    await waitFor(() => expect(preview()).toHaveAttribute('src', PNG_DATA_URL));
  });

  describe('saving a service whose single sign-on is switched on', () => {
    const plainSite = { ...waterBills, has_sso: false };
    const SECRET = 'tcs_bmV3LXNlY3JldC1zaG93bi1vbmNlLW9ubHktb25jZQ';
    const saved = (data: object) => ({
      'PUT /api/services/4': {
        body: { status: 'success', message: 'Service updated successfully.', data },
      },
    });
    const checkbox = () =>
      screen.getByRole('checkbox', { name: 'Signs users in with single sign-on' });

    it('shows the new secret once, and goes back to the list only when it is closed', async () => {
      const calls = stubFetch(saved({ ...plainSite, has_sso: true, sso_secret: SECRET }));
      const { user, router } = renderForm(plainSite);
      await user.click(checkbox());
      await user.click(submitButton('Submit'));

      const dialog = await screen.findByRole('dialog', { name: 'Single sign-on secret' });
      expect(dialog).toHaveTextContent(SECRET);
      expect(dialog).toHaveTextContent('it will not be shown again');
      expect(JSON.parse(String(calls.mock.calls[0]![1]?.body))).toMatchObject({ has_sso: true });
      expect(router.state.location.pathname).toBe('/account/create-service');

      await user.click(screen.getByRole('button', { name: 'Done' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/account/services'));
      expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
    });

    it('shows no dialog when the save issued no secret', async () => {
      stubFetch(saved(waterBills));
      const { user, router } = renderForm(waterBills);
      await waitFor(() => expect(submitButton('Submit')).toBeEnabled());
      await user.click(submitButton('Submit'));
      await waitFor(() => expect(router.state.location.pathname).toBe('/account/services'));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('limits the file dialog to images and refuses a text file by its bytes, saying why', async () => {
    const { user } = renderForm();
    expect(logoInput()).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp');
    // Past the dialog's filter, as "All files" lets a user go.
    const events = userEvent.setup({ applyAccept: false });
    await events.upload(
      logoInput(),
      new File(['not an image'], 'notes.png', { type: 'image/png' }),
    );
    await waitFor(() =>
      expect(logoButton()).toHaveAccessibleDescription(
        expect.stringContaining(serviceMessages.logoType),
      ),
    );
    expect(preview()).not.toBeInTheDocument();
    expect(submitButton('Submit')).toBeDisabled();

    await user.upload(logoInput(), pngFile());
    expect(await screen.findByRole('img', { name: 'Logo preview' })).toBeInTheDocument();
    expect(logoButton()).not.toHaveAccessibleDescription(
      expect.stringContaining(serviceMessages.logoType),
    );
  });

  it("shows the server's 422 message about the logo under the field", async () => {
    stubFetch({
      'PUT /api/services/4': {
        status: 422,
        body: {
          status: 'error',
          code: 'validation_failed',
          message: 'The given data was invalid.',
          errors: { logo: [serviceMessages.logoType] },
        },
      },
    });
    const { user } = renderForm(waterBills);
    await waitFor(() => expect(submitButton('Submit')).toBeEnabled());
    await user.click(submitButton('Submit'));
    await waitFor(() =>
      expect(logoButton()).toHaveAccessibleDescription(
        expect.stringContaining(serviceMessages.logoType),
      ),
    );
  });

  it('Cancel goes back to the list', async () => {
    const { user, router } = renderForm();
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/account/services');
  });
});
