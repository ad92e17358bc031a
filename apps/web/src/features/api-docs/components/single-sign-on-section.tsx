import { Code, List, Text, Title } from '@mantine/core';
import { HANDOFF_SECONDS, SSO_REDEEM_PATH } from '@portal/shared/sso';
import { asJson } from '../examples';
import {
  handoffAddressExample,
  redeemCurlExample,
  redeemFetchExample,
  sampleIdentity,
  sampleRedeemBody,
  servicePageExample,
} from '../sso-examples';
import { CodeExample } from './code-example';

/** For the operators of linked services: how Get service signs a portal user in to them. */
export function SingleSignOnSection() {
  return (
    <>
      <Text>
        A service marked for single sign-on in the portal receives its users already signed in. When
        a user selects <strong>Get service</strong>, the portal opens a new tab at the service’s
        link, followed by{' '}
        <Code>
          #/auth/{'{token}'}/{'{name}'}
        </Code>
        : a handoff token and the user’s name, URL-encoded.
      </Text>
      <CodeExample caption="The address the portal opens" code={handoffAddressExample} />
      <List>
        <List.Item>
          The token is not the user’s portal session: it is good for one redemption, for{' '}
          {HANDOFF_SECONDS} seconds, for your service and that user only.
        </List.Item>
        <List.Item>
          Your server, never the page, redeems it with <Code>POST {SSO_REDEEM_PATH}</Code>,
          authenticated by HTTP Basic: your service’s id in the portal as user name, its single
          sign-on secret as password. The portal’s administrator is shown the secret once, when
          single sign-on is switched on or a new secret is issued; keep it on your server only.
        </List.Item>
        <List.Item>
          The answer is the user’s identity. Missing or wrong credentials, a used, expired or
          unknown token, or one meant for another service, answer 401: sign nobody in then. A new
          secret, or single sign-on switched off, voids the tokens not yet redeemed.
        </List.Item>
        <List.Item>
          The name in the address is for a greeting only: trust the redeemed identity.
        </List.Item>
      </List>
      <Title order={3}>A worked example</Title>
      <CodeExample caption="On the service’s page" code={servicePageExample} />
      <CodeExample
        caption="On the service’s server, Node fetch"
        code={redeemFetchExample(window.location.origin)}
      />
      <CodeExample
        caption="The same redemption with curl"
        code={redeemCurlExample(window.location.origin)}
      />
      <CodeExample caption="Sample redemption body" code={asJson(sampleRedeemBody)} />
      <CodeExample
        caption="Sample answer"
        code={asJson({ status: 'success', message: '', data: sampleIdentity })}
      />
    </>
  );
}
