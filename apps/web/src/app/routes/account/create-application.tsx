import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useStartApplication } from '@web/features/applications/api/save-draft';
import { FourSteps } from '@web/features/applications/components/four-steps';
import { applicationPaths } from '@web/features/applications/paths';
import { ApiError } from '@web/lib/http-client';

/**
 * The start page: what applying takes, then a draft made on the applicant's word (not on arrival,
 * which a reload or a second render would repeat). An account at its quota of drafts is told so
 * beside the button.
 */
export function Component() {
  const navigate = useNavigate();
  const start = useStartApplication();
  const [refusal, setRefusal] = useState<string | undefined>();
  const begin = async () => {
    setRefusal(undefined);
    try {
      const answer = await start.mutateAsync();
      await navigate(applicationPaths.edit(answer.data.id), { replace: true });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setRefusal(error.errors?.drafts?.[0]);
    }
  };
  return (
    <Stack gap="lg">
      <Title order={1}>Apply for land</Title>
      <Paper withBorder radius="md" p="lg" maw={720}>
        <Stack gap="md" align="flex-start">
          <Text>
            An expression of interest is the first step towards a parcel in the city: the committee
            evaluates it, and an approved application leads to a letter of intent, then an offer of
            land.
          </Text>
          <FourSteps />
          <Button onClick={() => void begin()} loading={start.isPending}>
            Start now
          </Button>
          {refusal && (
            <Alert color="red" role="alert" title="No new application yet" w="100%">
              {refusal}
            </Alert>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
