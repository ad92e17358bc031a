import { RedeemInputSchema, SSO_REDEEM_PATH, type SsoIdentity } from '@portal/shared/sso';

/** What the portal opens: the service's own link, then the handoff in the address's fragment. */
export const handoffAddressExample = 'https://hosting.example/app/#/auth/{token}/Amina%20Njoroge';

/** The service's page: reads the handoff and gives the token to its own server. */
export const servicePageExample = [
  '// On the page the portal opened (the fragment never reaches any server by itself).',
  "const [, route, token, name] = window.location.hash.split('/');",
  "if (route === 'auth') {",
  "  history.replaceState(null, '', window.location.pathname); // keep the token out of history",
  "  await fetch('/portal-sign-in', {",
  "    method: 'POST',",
  "    headers: { 'Content-Type': 'application/json' },",
  '    body: JSON.stringify({ token }),',
  '  });',
  '  console.log(`Welcome, ${decodeURIComponent(name)}`);',
  '}',
].join('\n');

/** The service's server: redeems the token with the portal, once, within the minute. */
export const redeemExample = (origin: string, serviceId: number) =>
  [
    `// Node 18 or later, on the service's server. ${serviceId} is the service's id in the portal.`,
    `const response = await fetch('${origin}${SSO_REDEEM_PATH}', {`,
    "  method: 'POST',",
    "  headers: { 'Content-Type': 'application/json' },",
    `  body: JSON.stringify({ token, service_id: ${serviceId} }),`,
    '});',
    'if (!response.ok) throw new Error("The portal refused the handoff: don\'t sign anyone in.");',
    'const { data: user } = await response.json(); // { id, name, email, role, account_type }',
  ].join('\n');

// Checked against the schema the server answers with, in the page's test.
export const sampleRedeemBody = RedeemInputSchema.parse({ token: '3q2-7wE…', service_id: 7 });

export const sampleIdentity: SsoIdentity = {
  id: 42,
  name: 'Amina Njoroge',
  email: 'amina@hosting-client.example',
  role: 'Investor',
  account_type: 'Company',
};
