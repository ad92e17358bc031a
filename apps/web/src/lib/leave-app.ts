/**
 * Leaves the web app for another page (a card provider's, the OpenID provider's), by a full
 * page load. A method of an object, so that a test can see where the browser was sent: the test
 * files of a worker share their modules, which a module mock would not reach.
 */
export const leaveApp = {
  to(url: string): void {
    window.location.assign(url);
  },
};
