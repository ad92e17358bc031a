/**
 * The script of a prerendered public page (scripts/prerender.mjs). The page is readable as it
 * arrives; only its islands need scripts (record 0033): React and the islands load once the page
 * has painted, so they never compete with the first paint. Links to sign-in and the account area
 * are document links, whose page loads the app.
 */
requestAnimationFrame(() => setTimeout(() => void import('./hydrate-islands')));
