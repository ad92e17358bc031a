import {
  simulatorCaseOf,
  STK_RESULT,
  type StkCallback,
  type StkPushRequest,
} from '@portal/shared/payment-protocols';
import { c2bNotification } from './c2b';
import type { CallbackMetadata, SimulatorContext, StkPrompt } from './context';
import type { Delivery } from './deliveries';
import { randomDigits, receiptNumber } from './ids';
import { compactTime } from './nairobi-time';

const RESULT_DESC: Record<number, string> = {
  [STK_RESULT.paid]: 'The service request is processed successfully.',
  [STK_RESULT.insufficientFunds]: 'The balance is insufficient for the transaction.',
  [STK_RESULT.cancelled]: 'Request cancelled by user.',
  [STK_RESULT.timedOut]: 'DS timeout user cannot be reached.',
};

/** A prompt, and the callbacks its case sends at once and holds until released. */
export type PromptPlan = { prompt: StkPrompt; now: Delivery[]; held: Delivery[] };

/**
 * Decides a new STK prompt by the phone's ending (SIMULATOR_ENDINGS). The prompt's result is its
 * final word from the start: a held success is already paid, so the status query says so before
 * the callback arrives, as it would when Daraja's callback is late.
 */
export function planPrompt(context: SimulatorContext, request: StkPushRequest): PromptPlan {
  const now = context.now();
  const ids = {
    merchantRequestId: `${randomDigits(5)}-${randomDigits(8)}-1`,
    checkoutRequestId: `ws_CO_${compactTime(now)}${randomDigits(10)}`,
  };
  const prompt = (resultCode: number, metadata: CallbackMetadata | null = null): StkPrompt => ({
    request,
    ...ids,
    resultCode,
    resultDesc: RESULT_DESC[resultCode]!,
    metadata,
    processing: false,
  });
  const callback = (resultCode: number, metadata: CallbackMetadata | null = null): Delivery => ({
    url: request.CallBackURL,
    payload: stkCallback(prompt(resultCode, metadata)),
  });

  const simulatorCase = simulatorCaseOf(request.PhoneNumber);
  switch (simulatorCase) {
    case 'insufficient_funds':
      return {
        prompt: prompt(STK_RESULT.insufficientFunds),
        now: [callback(STK_RESULT.insufficientFunds)],
        held: [],
      };
    case 'cancelled':
      return {
        prompt: prompt(STK_RESULT.cancelled),
        now: [callback(STK_RESULT.cancelled)],
        held: [],
      };
    case 'timed_out':
      return { prompt: prompt(STK_RESULT.timedOut), now: [], held: [] };
  }

  const receipt = receiptNumber();
  const amount = request.Amount + (simulatorCase === 'wrong_amount' ? 1 : 0);
  context.ledger.record({
    provider: 'mpesa',
    transactionType: 'CustomerPayBillOnline',
    id: receipt,
    amountMinor: amount * 100,
    accountReference: request.AccountReference,
    phone: request.PhoneNumber,
    paidAt: now,
  });
  const metadata: CallbackMetadata = {
    Item: [
      { Name: 'Amount', Value: amount },
      { Name: 'MpesaReceiptNumber', Value: receipt },
      { Name: 'TransactionDate', Value: Number(compactTime(now)) },
      { Name: 'PhoneNumber', Value: Number(request.PhoneNumber.replace(/\D/g, '')) },
    ],
  };
  const paid = prompt(STK_RESULT.paid, metadata);
  const success = callback(STK_RESULT.paid, metadata);

  switch (simulatorCase) {
    case 'callback_lost':
      return { prompt: paid, now: [], held: [] };
    case 'callback_late':
      return { prompt: paid, now: [], held: [success] };
    case 'out_of_order':
      return { prompt: paid, now: [callback(STK_RESULT.cancelled)], held: [success] };
    case 'confirmed_twice': {
      const registration = context.daraja.c2b;
      const confirmation: Delivery[] = registration
        ? [
            {
              url: registration.confirmationUrl,
              payload: c2bNotification({
                transId: receipt,
                paidAt: now,
                amountMinor: amount * 100,
                shortCode: request.BusinessShortCode,
                accountReference: request.AccountReference,
                phone: request.PhoneNumber,
              }),
            },
          ]
        : [];
      return { prompt: paid, now: [success, success, ...confirmation], held: [] };
    }
    default:
      return { prompt: paid, now: [success], held: [] };
  }
}

function stkCallback(prompt: StkPrompt): StkCallback {
  return {
    Body: {
      stkCallback: {
        MerchantRequestID: prompt.merchantRequestId,
        CheckoutRequestID: prompt.checkoutRequestId,
        ResultCode: prompt.resultCode,
        ResultDesc: prompt.resultDesc,
        ...(prompt.metadata && { CallbackMetadata: prompt.metadata }),
      },
    },
  };
}
