import { pathOf } from '@portal/shared/call';
import { paymentCalls } from '@portal/shared/payments';
import { downloadFile } from '@web/lib/files';
import { ApiError } from '@web/lib/http-client';

/** Saves a paid attempt's receipt; a refusal was toasted by the HTTP client. */
export async function saveReceipt(attemptId: number, invoiceNumber: string): Promise<void> {
  try {
    await downloadFile(
      pathOf(paymentCalls.receipt, { id: attemptId }),
      `receipt-${invoiceNumber}.pdf`,
    );
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
  }
}
