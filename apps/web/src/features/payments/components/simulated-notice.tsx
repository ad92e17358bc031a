import { Alert, Text } from '@mantine/core';

/**
 * Said wherever a payment is made or followed while the local simulator stands in for the
 * provider: nobody must think money moved (docs/payments.md, "The simulator").
 */
export function SimulatedNotice() {
  return (
    <Alert color="yellow" variant="light" title="Payments are simulated: no money moves">
      <Text size="sm">
        This portal is not connected to a payment provider. A phone or card number ending in 01 is
        declined, 02 is cancelled and 03 gets no answer; any other number pays.
      </Text>
    </Alert>
  );
}
