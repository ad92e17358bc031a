/**
 * Leaves the portal for the card provider's page, which sends the payer back to the attempt's
 * page. A module of its own so that tests can see where the browser was sent.
 */
export function goToCheckout(url: string): void {
  window.location.assign(url);
}
