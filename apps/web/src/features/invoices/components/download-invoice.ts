import { pathOf } from '@portal/shared/call';
import { invoiceCalls } from '@portal/shared/invoices';
import { downloadFile } from '@web/lib/files';
import { ApiError } from '@web/lib/http-client';

/** Saves the invoice's PDF; a refusal was toasted by the HTTP client. */
export async function saveInvoicePdf(id: number, number: string): Promise<void> {
  try {
    await downloadFile(pathOf(invoiceCalls.pdf, { id }), `${number}.pdf`);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
  }
}
