import { Button, Code, Stack, Text, Title } from '@mantine/core';
import type { ServiceRecord } from '@portal/shared/services';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { ApiError } from '@web/lib/http-client';
import { useRotateSsoSecret } from '../api/rotate-sso-secret';
import { useServiceSecretDialog } from './service-secret-dialog';

type SsoSecretPanelProps = { service: Pick<ServiceRecord, 'id' | 'name'> };

/**
 * On a service with single sign-on: what its server authenticates as, and New secret for a secret
 * lost or leaked (record 0020). Asked first, since the old secret stops working at once.
 */
export function SsoSecretPanel({ service }: SsoSecretPanelProps) {
  const headingId = useId();
  const [asking, setAsking] = useState(false);
  const rotation = useRotateSsoSecret();
  const secretDialog = useServiceSecretDialog();

  const rotate = async () => {
    try {
      const secret = await rotation.mutateAsync(service.id);
      void secretDialog.showOnce({ serviceId: service.id, serviceName: service.name, secret });
    } catch (error) {
      // The HTTP client toasted the refusal.
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setAsking(false);
    }
  };

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm" align="flex-start">
      <Title order={2} size="h4" id={headingId}>
        Single sign-on secret
      </Title>
      <Text>
        The service’s server redeems handoff tokens with HTTP Basic: user name{' '}
        <Code>{service.id}</Code>, password the secret shown once when single sign-on was switched
        on. If it is lost or may have leaked, issue a new one.
      </Text>
      <Button variant="default" onClick={() => setAsking(true)}>
        New secret
      </Button>
      <ConfirmDialog
        opened={asking}
        busy={rotation.isPending}
        title="Issue a new secret?"
        confirmLabel="Issue new secret"
        onCancel={() => setAsking(false)}
        onConfirm={() => void rotate()}
      >
        The old secret stops working at once: {service.name} signs nobody in until its server has
        the new one.
      </ConfirmDialog>
      {secretDialog.dialog}
    </Stack>
  );
}
