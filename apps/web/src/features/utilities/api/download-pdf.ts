import { pathOf } from '@portal/shared/call';
import { utilityBillCalls } from '@portal/shared/utility-bills';
import { downloadFile } from '@web/lib/files';
import { ApiError } from '@web/lib/http-client';
import type { StatementRange } from './get-statement';

/** Saves a PDF; a refusal was toasted by the HTTP client. */
async function save(path: string, name: string): Promise<void> {
  try {
    await downloadFile(path, name);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
  }
}

/** An issued bill's PDF. */
export const saveBillPdf = (id: number, name: string) =>
  save(pathOf(utilityBillCalls.billPdf, { id }), `${name}.pdf`);

/** The statement's PDF: the statement's own call, asked for `format=pdf`. */
export function saveStatementPdf(connectionId: number, number: string, range: StatementRange) {
  const query = new URLSearchParams({ ...range, format: 'pdf' });
  return save(
    `${pathOf(utilityBillCalls.statement, { id: connectionId })}?${query.toString()}`,
    `statement-${number}-${range.from}-${range.to}.pdf`,
  );
}
