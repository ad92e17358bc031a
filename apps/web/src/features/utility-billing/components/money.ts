import { formatMoney } from '@portal/shared/money';

/** An amount in cents in its currency, as every billing screen shows money: '1,558 KES'. */
export const moneyIn = (currency: string) => (amount: number) => formatMoney({ amount, currency });
