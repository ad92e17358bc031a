import { useQuery } from '@tanstack/react-query';
import { utilityConnectionCalls } from '@portal/shared/utility-connections';
import { http } from '@web/lib/http-client';
import { useArrears } from './arrears';

/** The account money is recorded on, as much of it as the viewer may read. */
export type PayingAccount = {
  number: string;
  holder: string | null;
  currency: string;
  /** What its bills still ask; past due only, when read from the arrears. */
  owed: { amount: number; pastDueOnly: boolean } | null;
  credit: number | null;
};

/**
 * The connection a payment is recorded on: utilities staff read it whole; someone who only
 * records payments reads every connection past due, so one owing money is found there.
 */
export function usePayingAccount(connectionId: number, readsConnections: boolean) {
  const connection = useQuery({
    queryKey: ['utility-connections', 'record', connectionId],
    enabled: readsConnections,
    queryFn: async ({ signal }) =>
      (await http.call(utilityConnectionCalls.show, { params: { id: connectionId }, signal })).data,
    staleTime: 0,
  });
  const arrears = useArrears(!readsConnections);
  if (readsConnections) {
    const found = connection.data;
    const account: PayingAccount | undefined = found && {
      number: found.number,
      holder: found.account_holder,
      currency: found.account.currency,
      owed: { amount: found.account.owed, pastDueOnly: false },
      credit: found.account.credit,
    };
    return { account, isError: connection.isError };
  }
  const row = arrears.data?.connections.find((entry) => entry.connection_id === connectionId);
  const account: PayingAccount | undefined = arrears.data && {
    number: row?.connection_number ?? `Connection ${connectionId}`,
    holder: row?.account_holder ?? null,
    currency: arrears.data.currency,
    owed: row ? { amount: row.overdue, pastDueOnly: true } : null,
    credit: null,
  };
  return { account, isError: arrears.isError };
}
