import { Alert, Anchor, Center, Loader, Stack, Text } from '@mantine/core';
import type { PublicVendorCall } from '@portal/shared/vendor-calls';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LoadFailed } from '@web/components/load-failed';
import { paths } from '@web/config/resources';
import { ApiError } from '@web/lib/http-client';
import { useOpenCalls } from '../api/list-open-calls';
import { useMyVendorApplications } from '../api/list-vendor-applications';
import { useStartVendorApplication } from '../api/start-vendor-application';
import { OpenCallCard } from './open-call-card';
import { standingOn } from './use-apply-entry';

type OpenCallsProps = {
  userId: number;
  /** The call the vendor came to apply to (`?call_id=`), if any. */
  askedId: number | null;
};

/**
 * The open calls to apply to, or the one asked for; a draft is started on the vendor's word (not
 * on arrival, which a reload would repeat), and the form follows. A call asked for that is not
 * open is said to be so.
 */
export function OpenCalls({ userId, askedId }: OpenCallsProps) {
  const navigate = useNavigate();
  const calls = useOpenCalls();
  const mine = useMyVendorApplications(userId);
  const start = useStartVendorApplication();
  const [refusal, setRefusal] = useState<string | undefined>();

  const begin = async (call: PublicVendorCall) => {
    setRefusal(undefined);
    try {
      const answer = await start.mutateAsync(call.id);
      await navigate(paths.myVendorApplications.edit(answer.data.id), { replace: true });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setRefusal(error.errors?.drafts?.[0] ?? error.message);
    }
  };

  if (calls.isError || mine.isError) {
    return (
      <LoadFailed
        message="The open calls could not be loaded."
        onRetry={() => void Promise.all([calls.refetch(), mine.refetch()])}
      />
    );
  }
  if (!calls.data || !mine.data) {
    return (
      <Center py="lg" role="status" aria-label="Loading the open calls">
        <Loader />
      </Center>
    );
  }
  const asked = calls.data.find((call) => call.id === askedId);
  const shown = asked ? [asked] : calls.data;
  return (
    <Stack gap="md">
      {askedId !== null && !asked && (
        <Alert color="yellow.6" variant="outline" title="This call is not open" maw={720}>
          Applications are taken only while a call is open.
          {calls.data.length > 0 && ' The calls open now are below.'}
        </Alert>
      )}
      {shown.length === 0 ? (
        <Text maw={720}>
          No call for expressions of interest is open at the moment. New calls are announced on the{' '}
          <Anchor href="/landing/software-vendors">software vendors page</Anchor>.
        </Text>
      ) : (
        <Stack
          component="ul"
          aria-label="Open calls"
          gap="md"
          m={0}
          p={0}
          maw={720}
          style={{ listStyle: 'none' }}
        >
          {shown.map((call) => (
            <OpenCallCard
              key={call.id}
              call={call}
              mine={standingOn(call, mine.data)}
              onStart={(chosen) => void begin(chosen)}
              starting={start.isPending && start.variables === call.id}
            />
          ))}
        </Stack>
      )}
      {refusal && (
        <Alert color="red" role="alert" title="No new application yet" maw={720}>
          {refusal}
        </Alert>
      )}
    </Stack>
  );
}
