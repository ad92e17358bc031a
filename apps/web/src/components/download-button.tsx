import { Button } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { ApiError } from '@web/lib/http-client';

/**
 * A button that saves a file, busy until `download` settles. A refusal is left alone: the HTTP
 * client toasted it already.
 */
export function DownloadButton({
  download,
  children,
}: {
  download: () => Promise<void>;
  children: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await download();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="default" onClick={() => void run()} loading={busy}>
      {children}
    </Button>
  );
}
