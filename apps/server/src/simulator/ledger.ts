import type { AggregatorPayment } from '@portal/shared/payment-protocols';

type Common = {
  /** The receipt number (M-Pesa) or transaction id (aggregator). */
  id: string;
  amountMinor: number;
  accountReference: string;
  phone: string | null;
  paidAt: Date;
  /** What the statement shows, which a control call may make differ from what was paid. */
  onStatement: boolean;
  statementAmountMinor: number;
};

export type MpesaEntry = Common & {
  provider: 'mpesa';
  transactionType: 'Pay Bill' | 'CustomerPayBillOnline';
};

export type AggregatorEntry = Common & {
  provider: 'aggregator';
  method: AggregatorPayment['method'];
  currency: string;
};

export type LedgerEntry = MpesaEntry | AggregatorEntry;
export type NewEntry =
  | Omit<MpesaEntry, 'onStatement' | 'statementAmountMinor'>
  | Omit<AggregatorEntry, 'onStatement' | 'statementAmountMinor'>;

/** The money that moved: what the providers' statements are made from. */
export class Ledger {
  private readonly entries = new Map<string, LedgerEntry>();

  record(entry: NewEntry): void {
    this.entries.set(entry.id, {
      ...entry,
      onStatement: true,
      statementAmountMinor: entry.amountMinor,
    });
  }

  /** Statement controls: false when no transaction has this id. */
  drop(id: string): boolean {
    const entry = this.entries.get(id);
    if (entry) entry.onStatement = false;
    return entry !== undefined;
  }

  restate(id: string, amountMinor: number): boolean {
    const entry = this.entries.get(id);
    if (entry) entry.statementAmountMinor = amountMinor;
    return entry !== undefined;
  }

  /** The statement's lines for one provider, paid in [from, until), oldest first. */
  statement(provider: 'mpesa', from: Date, until: Date): MpesaEntry[];
  statement(provider: 'aggregator', from: Date, until: Date): AggregatorEntry[];
  statement(provider: LedgerEntry['provider'], from: Date, until: Date): LedgerEntry[] {
    return [...this.entries.values()]
      .filter(
        (entry) =>
          entry.provider === provider &&
          entry.onStatement &&
          entry.paidAt >= from &&
          entry.paidAt < until,
      )
      .sort((a, b) => a.paidAt.getTime() - b.paidAt.getTime());
  }
}

/** Minor units as Daraja writes shillings: '1500.00'. */
export function shillings(amountMinor: number): string {
  return (amountMinor / 100).toFixed(2);
}
