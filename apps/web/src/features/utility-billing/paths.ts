import { paths } from '@web/config/resources';

/** Where the billing screens live: declared in the registry (decision record 0025). */
export const billingRunPaths = paths.utilityBillingRuns;
export const arrearsPaths = paths.utilityArrears;

/** A connection's page and the readings to review: the connections feature's screens. */
export const connectionPath = paths.utilityConnections.show;
export const readingsReviewPath = paths.utilityReadings.list;

/** The payment form of a connection's account, a bill to settle first named in the address. */
export const paymentPath = (connectionId: number, billId?: number) =>
  billId === undefined
    ? arrearsPaths.pay(connectionId)
    : `${arrearsPaths.pay(connectionId)}?bill=${billId}`;
