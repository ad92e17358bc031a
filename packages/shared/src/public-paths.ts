/**
 * The paths of the calls the public pages make. Those pages load no schema library (record
 * 0012), so they cannot import the calls' declarations: the declarations and the pages both take
 * the paths from here.
 */
export const PUBLIC_PATHS = {
  serviceTimes: '/public/service-times',
  letter: '/public/letters/:code',
  vendorCalls: '/public/vendor-calls',
  cloudSolutions: '/public/cloud-solutions',
  cloudSolutionChanges: '/public/cloud-solutions/changes',
  cloudSolution: '/public/cloud-solutions/:code',
  utilityTariffs: '/public/utility-tariffs',
  utilityBill: '/public/utility-bills/:code',
  paymentReceipt: '/public/payment-receipts/:code',
} as const;
