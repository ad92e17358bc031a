import { Button, Code, CopyButton, Group, Modal, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import classes from './service-secret-dialog.module.css';

/**
 * A secret just issued, for the service it belongs to: its single sign-on secret, or the secret
 * of its OpenID Connect client.
 */
export type IssuedSecret =
  | { kind?: 'sso'; serviceId: number; serviceName: string; secret: string }
  | { kind: 'oidc'; clientId: string; serviceName: string; secret: string };

type ServiceSecretDialogProps = { issued: IssuedSecret | undefined; onClose: () => void };

/**
 * Shows a service's secret the one time the portal has it in clear (records 0020, 0067): the
 * administrator copies it to the service's server, which authenticates with it.
 */
export function ServiceSecretDialog({ issued, onClose }: ServiceSecretDialogProps) {
  return (
    <Modal
      opened={issued !== undefined}
      onClose={onClose}
      title={issued?.kind === 'oidc' ? 'OpenID Connect client secret' : 'Single sign-on secret'}
      centered
      // Done (or Escape) closes it: a stray click must not lose a secret that cannot be shown again.
      withCloseButton={false}
      closeOnClickOutside={false}
    >
      {issued && (
        <Stack gap="sm">
          {issued.kind === 'oidc' ? (
            <Text>
              The server of <strong>{issued.serviceName}</strong> signs users in as client{' '}
              <Code>{issued.clientId}</Code>, with this secret.
            </Text>
          ) : (
            <Text>
              The server of <strong>{issued.serviceName}</strong> redeems handoff tokens with HTTP
              Basic: user name <Code>{issued.serviceId}</Code>, password this secret.
            </Text>
          )}
          <Code block className={classes.secret} aria-label="Secret">
            {issued.secret}
          </Code>
          <Text fw={600}>Copy it now: it will not be shown again.</Text>
          <Group justify="flex-end">
            <CopyButton value={issued.secret}>
              {({ copied, copy }) => (
                <>
                  <Button variant="default" onClick={copy}>
                    {copied ? 'Copied' : 'Copy'}
                  </Button>
                  <VisuallyHidden role="status">{copied ? 'Secret copied' : ''}</VisuallyHidden>
                </>
              )}
            </CopyButton>
            <Button onClick={onClose}>Done</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/**
 * The secret dialog for a screen: `showOnce` opens it and settles when the administrator closes
 * it, so that what follows (leaving the form) waits for the secret to be copied.
 */
export function useServiceSecretDialog() {
  const [shown, setShown] = useState<{ issued: IssuedSecret; closed: () => void }>();
  return {
    showOnce: (issued: IssuedSecret) => new Promise<void>((closed) => setShown({ issued, closed })),
    dialog: (
      <ServiceSecretDialog
        issued={shown?.issued}
        onClose={() => {
          shown?.closed();
          setShown(undefined);
        }}
      />
    ),
  };
}
