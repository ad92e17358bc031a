import { Checkbox, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  redirectUriField,
  redirectUriMessage,
  type OidcClient,
  type OidcClientInput,
} from '@portal/shared/oidc-clients';
import { z } from 'zod';
import { FormButtons } from '@web/components/form-buttons';
import { FormWithSummary } from '@web/components/form-with-summary';
import { bindInput, submitWith, useSchemaForm } from '@web/lib/form';

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** Addresses, one a line, each as the server checks it. */
const addressLines = (required: boolean) =>
  z
    .string()
    .max(5000)
    .superRefine((text, ctx) => {
      const addresses = lines(text);
      if (required && addresses.length === 0) {
        ctx.addIssue({ code: 'custom', message: 'Enter at least one redirect address.' });
      }
      const wrong = addresses.find((address) => !redirectUriField.safeParse(address).success);
      if (wrong) {
        ctx.addIssue({ code: 'custom', message: `${wrong}: ${redirectUriMessage}` });
      }
    });

const ClientFormSchema = z.object({
  redirect_uris: addressLines(true),
  post_logout_redirect_uris: addressLines(false),
  backchannel_logout_uri: addressLines(false),
  profile: z.boolean(),
  email: z.boolean(),
  first_party: z.boolean(),
});
type ClientFormValues = z.infer<typeof ClientFormSchema>;

const valuesOf = (client: OidcClient | null): ClientFormValues => ({
  redirect_uris: client?.redirect_uris.join('\n') ?? '',
  post_logout_redirect_uris: client?.post_logout_redirect_uris.join('\n') ?? '',
  backchannel_logout_uri: client?.backchannel_logout_uri ?? '',
  profile: client ? client.scopes.includes('profile') : true,
  email: client ? client.scopes.includes('email') : true,
  first_party: client?.first_party ?? false,
});

const inputOf = (serviceId: number, values: ClientFormValues): OidcClientInput => ({
  service_id: serviceId,
  redirect_uris: lines(values.redirect_uris),
  post_logout_redirect_uris: lines(values.post_logout_redirect_uris),
  backchannel_logout_uri: lines(values.backchannel_logout_uri)[0] ?? null,
  scopes: [
    'openid' as const,
    ...(values.profile ? (['profile'] as const) : []),
    ...(values.email ? (['email'] as const) : []),
  ],
  first_party: values.first_party,
});

type OidcClientFormProps = {
  serviceId: number;
  client: OidcClient | null;
  onSave: (input: OidcClientInput) => Promise<void>;
  onCancel: () => void;
};

/** A service's OpenID Connect client: where users go back, what it may learn (record 0067). */
export function OidcClientForm({ serviceId, client, onSave, onCancel }: OidcClientFormProps) {
  const form = useSchemaForm(ClientFormSchema, { defaultValues: valuesOf(client) });
  const onSubmit = submitWith(form, (values) => onSave(inputOf(serviceId, values)));
  return (
    <FormWithSummary form={form} onSubmit={onSubmit}>
      <Stack gap="md">
        <Textarea
          label="Redirect addresses"
          description="Where the portal sends users back with a code, one a line"
          rows={3}
          required
          {...bindInput(form, 'redirect_uris')}
        />
        <Textarea
          label="Addresses after signing out"
          description="Optional, one a line"
          rows={2}
          {...bindInput(form, 'post_logout_redirect_uris')}
        />
        <TextInput
          label="Back-channel logout address"
          description="Optional: where the portal tells the service that a user signed out"
          {...bindInput(form, 'backchannel_logout_uri')}
        />
        <Stack gap="xs">
          <Text fw={600} fz="sm">
            What it may learn
          </Text>
          <Checkbox label="The user's identifier (always)" checked disabled readOnly />
          <Checkbox label="Their name" {...bindInput(form, 'profile')} />
          <Checkbox label="Their email address" {...bindInput(form, 'email')} />
        </Stack>
        <Checkbox
          label="The authority's own service: users are not asked to allow it"
          {...bindInput(form, 'first_party')}
        />
        <Group justify="flex-end">
          <FormButtons form={form} onCancel={onCancel}>
            {client ? 'Save' : 'Register client'}
          </FormButtons>
        </Group>
      </Stack>
    </FormWithSummary>
  );
}
