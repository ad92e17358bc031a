import { Code, List, Text, Title } from '@mantine/core';
import { asJson } from '../examples';
import { oidcServerExample, sampleIdTokenClaims } from '../oidc-examples';
import { CodeExample } from './code-example';

/** For the operators of linked services: standard sign-in through the portal (record 0067). */
export function OpenIdConnectSection() {
  const origin = window.location.origin;
  return (
    <>
      <Text>
        The portal is an OpenID Connect provider: a linked service can sign its users in with any
        certified client library, by the authorization code flow. The portal’s administrator
        registers the service as a client and gives you its client id and secret (shown once) and
        the redirect addresses it accepts.
      </Text>
      <List>
        <List.Item>
          Discovery: <Code>{origin}/.well-known/openid-configuration</Code>; the issuer is{' '}
          <Code>{origin}</Code>. Signing keys are published there (RS256).
        </List.Item>
        <List.Item>
          PKCE (<Code>S256</Code>) is required on every request; the client authenticates with HTTP
          Basic (<Code>client_secret_basic</Code>).
        </List.Item>
        <List.Item>
          Scopes: <Code>openid</Code> (the user’s id as <Code>sub</Code>), <Code>profile</Code>{' '}
          (name), <Code>email</Code> (address, and whether it is confirmed). The user is asked once
          per service, unless the service is the authority’s own.
        </List.Item>
        <List.Item>
          The ID token always says how the user signed in: <Code>auth_time</Code>, <Code>amr</Code>{' '}
          (<Code>pwd</Code>, <Code>otp</Code>, <Code>hwk</Code>, <Code>mfa</Code>…) and{' '}
          <Code>acr</Code>, <Code>aal2</Code> after a second factor, <Code>aal1</Code> otherwise.
          Send <Code>max_age</Code> or <Code>prompt=login</Code> for a fresh proof.
        </List.Item>
        <List.Item>
          Every code comes with a refresh token, replaced at each use: a used one presented again is
          refused and ends the user’s grant. It also ends when the user signs out of the portal.
          Every sign-in passes by the portal, so <Code>prompt=none</Code> answers{' '}
          <Code>login_required</Code>.
        </List.Item>
        <List.Item>
          Sign-out: send the user to <Code>end_session_endpoint</Code> with their ID token as{' '}
          <Code>id_token_hint</Code>.
        </List.Item>
      </List>
      <Title order={3}>A worked example</Title>
      <CodeExample
        caption="On the service’s server, Node with Express and openid-client"
        code={oidcServerExample(origin)}
      />
      <CodeExample caption="An ID token’s claims" code={asJson(sampleIdTokenClaims)} />
    </>
  );
}
