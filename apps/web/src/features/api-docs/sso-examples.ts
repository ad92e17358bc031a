import {
  RedeemInputSchema,
  SSO_REDEEM_PATH,
  SSO_SECRET_PREFIX,
  type SsoIdentity,
} from '@portal/shared/sso';

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

/** The example service's id in the portal: the user name of its Basic credentials. */
export const SAMPLE_SERVICE_ID = 7;
/** The service's server keeps its secret in the environment, as a server keeps any, not in code. */
const SECRET_VARIABLE = 'PORTAL_SSO_SECRET';
const EXAMPLE_SECRET = `${SSO_SECRET_PREFIX}YOUR_SERVICE_SECRET`;

// Checked against the schema the server reads, in the page's test.
export const sampleRedeemBody = RedeemInputSchema.parse({ token: '3q2-7wE…' });

/** The redemption from a shell: curl builds the Basic header from `-u id:secret`. */
export const redeemCurlExample = (origin: string) =>
  [
    `# ${SECRET_VARIABLE}=${EXAMPLE_SECRET}: the secret the portal's administrator gave you.`,
    `curl -u "${SAMPLE_SERVICE_ID}:$${SECRET_VARIABLE}" \\`,
    `  -H "Content-Type: application/json" \\`,
    `  -d '${JSON.stringify(sampleRedeemBody)}' \\`,
    `  "${origin}${SSO_REDEEM_PATH}"`,
  ].join('\n');

/** The service's server: redeems the token with the portal, once, within the minute. */
export const redeemFetchExample = (origin: string) =>
  [
    `// Node 18 or later, on the service's server: ${SECRET_VARIABLE}=${EXAMPLE_SECRET} node sign-in.mjs`,
    `// ${SAMPLE_SERVICE_ID} is the service's id in the portal, the user name of its Basic credentials.`,
    `const credentials = Buffer.from(\`${SAMPLE_SERVICE_ID}:\${process.env.${SECRET_VARIABLE}}\`).toString('base64');`,
    `const response = await fetch('${origin}${SSO_REDEEM_PATH}', {`,
    "  method: 'POST',",
    "  headers: { Authorization: `Basic ${credentials}`, 'Content-Type': 'application/json' },",
    '  body: JSON.stringify({ token }),',
    '});',
    'if (!response.ok) throw new Error("The portal refused the handoff: don\'t sign anyone in.");',
    'const { data: user } = await response.json(); // { id, name, email, role, account_type }',
  ].join('\n');

export const sampleIdentity: SsoIdentity = {
  id: 42,
  name: 'Amina Njoroge',
  email: 'amina@hosting-client.example',
  role: 'Investor',
  account_type: 'Company',
};
