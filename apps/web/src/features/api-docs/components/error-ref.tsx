import { Code } from '@mantine/core';
import { parcelApiErrors, type ParcelApiErrorCode } from '@portal/shared/parcel-api';

/** An error of the API in prose, "401 apiKeyExpired", with the status the server gives it. */
export function ErrorRef({ code }: { code: ParcelApiErrorCode }) {
  return (
    <>
      {parcelApiErrors[code].status} <Code>{code}</Code>
    </>
  );
}
