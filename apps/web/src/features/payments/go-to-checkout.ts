/**
 * Leaves the portal for the card provider's page, which sends the payer back to the attempt's
 * page. A method of an object, so that a test can see where the browser was sent: the test files
 * of a worker share their modules, which a module mock would not reach.
 */
export const checkout = {
  open(url: string): void {
    window.location.assign(url);
  },
};
