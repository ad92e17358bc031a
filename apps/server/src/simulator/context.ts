import type {
  AggregatorPayment,
  StkPushRequest,
  StkQueryAnswerSchema,
} from '@portal/shared/payment-protocols';
import type { z } from 'zod';
import type { Deliveries } from './deliveries';
import type { Ledger } from './ledger';
import type { EventSigner } from './webhooks';

export type CallbackMetadata = NonNullable<
  z.infer<typeof StkQueryAnswerSchema>['CallbackMetadata']
>;

/** An STK prompt as the status query sees it: its final word, given at once. */
export type StkPrompt = {
  request: StkPushRequest;
  merchantRequestId: string;
  checkoutRequestId: string;
  resultCode: number;
  resultDesc: string;
  metadata: CallbackMetadata | null;
  /** Set by a control call: the query answers 'still processing' until it is released. */
  processing: boolean;
};

export type C2bRegistration = {
  shortCode: string;
  responseType: string;
  confirmationUrl: string;
  validationUrl: string;
};

export type StoredPayment = {
  payment: AggregatorPayment;
  phone: string | null;
  returnUrl: string | null;
};

/** Everything the simulator remembers, shared by its Daraja, aggregator and control routes. */
export type SimulatorContext = {
  now: () => Date;
  ledger: Ledger;
  deliveries: Deliveries;
  signer: EventSigner;
  baseUrl: string;
  aggregatorKey: string | null;
  daraja: {
    tokens: Set<string>;
    prompts: Map<string, StkPrompt>;
    c2b: C2bRegistration | null;
  };
  payments: Map<string, StoredPayment>;
};
