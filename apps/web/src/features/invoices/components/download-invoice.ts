import { ApiError } from '../../../lib/http-client';
import { saveFile } from '../../../lib/save-file';
import { downloadInvoicePdf } from '../api/get-invoices';

/** Saves the invoice's PDF; a refusal was toasted by the HTTP client. */
export async function saveInvoicePdf(id: number, number: string): Promise<void> {
  try {
    const { blob, fileName } = await downloadInvoicePdf(id);
    saveFile(blob, fileName ?? `${number}.pdf`);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
  }
}
