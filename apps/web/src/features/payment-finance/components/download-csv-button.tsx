import { Button } from '@mantine/core';
import type { Reconciliation } from '@portal/shared/payments';
import { useState } from 'react';
import { saveReconciliationCsv } from '../api/reconciliations';

/** Downloads the day's lines, resolutions included, as a CSV file for the accounts. */
export function DownloadCsvButton({ day }: { day: Reconciliation }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await saveReconciliationCsv(day.id, `reconciliation-${day.provider}-${day.day}.csv`);
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
