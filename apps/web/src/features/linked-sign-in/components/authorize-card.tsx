import { Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { Interaction } from '@portal/shared/oidc-interactions';
import { useEffect, useId } from 'react';
import { useAnswerInteraction } from '../api/interaction';

/** What each scope shares, in the user's words. */
const SHARED: Record<string, string> = {
  openid: 'That you are signed in to the portal, and an identifier for your account',
  profile: 'Your name',
  email: 'Your email address, and whether you have confirmed it',
};

type AuthorizeCardProps = { uid: string; interaction: Interaction };

/**
 * A linked service asks to sign the user in (docs/product.md, "Signing in to linked services"):
 * what it will learn, and the user's answer. A service the user already allowed, or one of the
 * authority's own, is answered at once.
 */
export function AuthorizeCard({ uid, interaction }: AuthorizeCardProps) {
  const titleId = useId();
  const answer = useAnswerInteraction(uid);
  const { mutate } = answer;
  const asks = interaction.consent_needed;
  useEffect(() => {
    if (!asks) mutate('confirm');
  }, [asks, mutate]);

  if (!asks) {
    return <Text role="status">Signing you in to {interaction.client_name}…</Text>;
  }
  return (
    <Paper withBorder radius="md" p="lg" maw={640} component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} id={titleId}>
          {interaction.client_name} asks to sign you in
        </Title>
        <Text>If you allow it, the portal will tell {interaction.client_name}:</Text>
        <List>
          {interaction.scopes.map((scope) => (
            <List.Item key={scope}>{SHARED[scope] ?? scope}</List.Item>
          ))}
        </List>
        <Text fz="sm">The portal asks you this once for each service.</Text>
        <Group>
          <Button
            loading={answer.isPending && answer.variables === 'confirm'}
            onClick={() => mutate('confirm')}
          >
            Allow
          </Button>
          <Button
            variant="default"
            loading={answer.isPending && answer.variables === 'deny'}
            onClick={() => mutate('deny')}
          >
            Decline
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
