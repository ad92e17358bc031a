import { formatMoney } from '@portal/shared/money';
import { ONLINE_METHOD_LABELS, type OnlineMethod } from '@portal/shared/payments';
import { site } from '@portal/shared/site';

// The authority's clock, whatever the reader's: the provider's statement days are Nairobi days.
const nairobiFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: site.timeZone,
});

/** An instant on the authority's clock, short enough for a table: '26 Nov 2026, 14:05'. */
export function nairobiMoment(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : nairobiFormat.format(date);
}

/** Who did something and when, in Nairobi time: 'Fay Finance, 26 Nov 2026, 14:05'. */
export const byWhom = (who: string | null, when: string) =>
  `${who ?? 'Someone'}, ${nairobiMoment(when)}`;

const PROVIDER_LABELS: Record<string, string> = {
  mpesa: 'M-Pesa',
  aggregator: 'Payment aggregator',
};

/** The provider whose statement a day is compared with. */
export const providerLabel = (provider: string) => PROVIDER_LABELS[provider] ?? provider;

/** How the money came: 'M-Pesa', or through the aggregator, 'Card via the aggregator'. */
export function channelLabel(provider: string, method: OnlineMethod): string {
  const how = ONLINE_METHOD_LABELS[method];
  return provider === 'mpesa' ? how : `${how} via the aggregator`;
}

/** A reconciliation line's amount in its currency, or a dash where one side has none. */
export function lineAmount(currency: string, amount: number | null): string {
  return amount === null ? '—' : formatMoney({ amount, currency });
}
