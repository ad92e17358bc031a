import { Button, Code, Group, Stack, Text, Title } from '@mantine/core';
import type { OidcClientInput } from '@portal/shared/oidc-clients';
import type { ServiceRecord } from '@portal/shared/services';
import { useId, useState } from 'react';
import { ActionModal } from '@web/components/action-modal';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { SectionLoader } from '@web/components/section-loader';
import { notify } from '@web/lib/toast';
import {
  useChangeOidcClient,
  useOidcClientOf,
  useRegisterOidcClient,
  useRemoveOidcClient,
} from '../api/oidc-clients';
import { OidcClientForm } from './oidc-client-form';
import { useServiceSecretDialog } from './service-secret-dialog';

type OidcClientPanelProps = { service: Pick<ServiceRecord, 'id' | 'name'> };

/**
 * On a service's page: its OpenID Connect client, registered, changed or removed (docs/product.md,
 * "Signing in to linked services"). A new client's secret is shown once.
 */
export function OidcClientPanel({ service }: OidcClientPanelProps) {
  const headingId = useId();
  const client = useOidcClientOf(service.id);
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const register = useRegisterOidcClient();
  const change = useChangeOidcClient();
  const remove = useRemoveOidcClient();
  const secretDialog = useServiceSecretDialog();

  const save = async (input: OidcClientInput) => {
    const current = client.data;
    if (current) {
      notify.success((await change.mutateAsync({ id: current.id, body: input })).message);
      setEditing(false);
      return;
    }
    const answer = await register.mutateAsync(input);
    setEditing(false);
    notify.success(answer.message);
    await secretDialog.showOnce({
      kind: 'oidc',
      clientId: answer.data.client_id,
      serviceName: service.name,
      secret: answer.data.client_secret,
    });
  };

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm" align="flex-start">
      <Title order={2} size="h4" id={headingId}>
        OpenID Connect client
      </Title>
      <SectionLoader query={client} what="the service's OpenID Connect client">
        {(found) =>
          found ? (
            <Stack gap="xs">
              <Text>
                Client id <Code>{found.client_id}</Code>
                {found.first_party ? ', the authority’s own service' : ''}. It may learn:{' '}
                {found.scopes.join(', ')}.
              </Text>
              <Text fz="sm">Sends users back to: {found.redirect_uris.join(', ')}</Text>
              <Group>
                <Button variant="default" onClick={() => setEditing(true)}>
                  Change the client
                </Button>
                <Button variant="default" color="red.9" onClick={() => setRemoving(true)}>
                  Remove the client
                </Button>
              </Group>
            </Stack>
          ) : (
            <Stack gap="xs" align="flex-start">
              <Text>
                Register the service as an OpenID Connect client to let it sign its users in the
                standard way, from its own site.
              </Text>
              <Button variant="default" onClick={() => setEditing(true)}>
                Register a client
              </Button>
            </Stack>
          )
        }
      </SectionLoader>
      <ActionModal
        opened={editing}
        onClose={() => setEditing(false)}
        title={
          client.data ? 'Change the OpenID Connect client' : 'Register an OpenID Connect client'
        }
      >
        <OidcClientForm
          serviceId={service.id}
          client={client.data ?? null}
          onSave={save}
          onCancel={() => setEditing(false)}
        />
      </ActionModal>
      <ConfirmDialog
        opened={removing}
        busy={remove.isPending}
        title="Remove the OpenID Connect client?"
        confirmLabel="Remove"
        onCancel={() => setRemoving(false)}
        onConfirm={() =>
          client.data &&
          void remove.mutateAsync(client.data.id).then(
            (answer) => {
              setRemoving(false);
              notify.success(answer.message);
            },
            () => setRemoving(false),
          )
        }
      >
        {service.name} can no longer sign users in by OpenID Connect, and its tokens stop working at
        once.
      </ConfirmDialog>
      {secretDialog.dialog}
    </Stack>
  );
}
