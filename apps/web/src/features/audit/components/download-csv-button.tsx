import { Button } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '@web/lib/http-client';
import { saveFile } from '@web/lib/save-file';
import { downloadAuditCsv } from '../api/get-audit-events';
import type { AuditFilterText } from '../audit-address';

/**
 * Downloads, as a CSV file, every event the filters on screen let through (not only the page
 * shown). A refusal was toasted by the HTTP client.
 */
export function DownloadCsvButton({ filter }: { filter: AuditFilterText }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { blob, fileName } = await downloadAuditCsv(filter);
      saveFile(blob, fileName ?? 'audit-trail.csv');
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="default" onClick={() => void download()} loading={busy}>
      Download CSV
    </Button>
  );
}
