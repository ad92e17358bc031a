import { Anchor, Code, List, Text, Title } from '@mantine/core';
import { DEFAULT_API_KEY_RATE_LIMIT, RATE_LIMIT_HEADERS } from '@portal/shared/parcel-api';
import { site } from '@portal/shared/site';
import { Link } from 'react-router';
import { API_KEY_PREFIX } from '@portal/shared/api-keys';
import { param } from '../api-terms';
import { curlWithBearer, curlWithQueryKey } from '../examples';
import { CodeExample } from './code-example';
import { ErrorRef } from './error-ref';

const allApis = (
  <Anchor component={Link} to="/account/apis">
    All APIs
  </Anchor>
);

export function AuthenticationSection() {
  const origin = window.location.origin;
  return (
    <>
      <Text>
        Every call carries an API key. Create one at{' '}
        <Anchor component={Link} to="/account/create-api">
          Create API
        </Anchor>
        ; keys start with <Code>{API_KEY_PREFIX}</Code>.
      </Text>

      <Title order={3}>Sending the key</Title>
      <Text>Give the key in one place only, either:</Text>
      <List>
        <List.Item>
          in the <Code>Authorization</Code> header, after the word Bearer or alone (
          <Code>Authorization: Bearer {API_KEY_PREFIX}…</Code> or{' '}
          <Code>Authorization: {API_KEY_PREFIX}…</Code>), never base64-encoded; or
        </List.Item>
        <List.Item>
          in the <Code>{param('apiKey')}</Code> query parameter.
        </List.Item>
      </List>
      <Text>
        Prefer the header: query strings end up in the logs of proxies and servers on the way. A key
        in both the query and the header answers <ErrorRef code="parameterInvalid" />.
      </Text>
      <CodeExample caption="curl, key in the Authorization header" code={curlWithBearer(origin)} />
      <CodeExample
        caption={`curl, key in the ${param('apiKey')} query parameter`}
        code={curlWithQueryKey(origin)}
      />

      <Title order={3}>Validity</Title>
      <Text>
        A key works through the end of its expiry date, Nairobi time ({site.timeZone}). After that
        it answers <ErrorRef code="apiKeyExpired" />; a deleted or unknown key answers{' '}
        <ErrorRef code="apiKeyInvalid" />, and a call without a key{' '}
        <ErrorRef code="apiKeyMissing" />.
      </Text>

      <Title order={3}>Keeping the key secret</Title>
      <Text>
        Call the API from your server and keep the key there, for example in an environment
        variable. Never put a key in a web page’s code: anyone who opens the page can read it. If a
        key leaks, delete it at {allApis} and create another.
      </Text>

      <Title order={3}>Requests and rate limit</Title>
      <Text>
        Every successful call counts one request on its key, shown in the Requests column at{' '}
        {allApis}. A key may make {DEFAULT_API_KEY_RATE_LIMIT} calls a minute, unless the operator
        has set another limit; past it the API answers <ErrorRef code="rateLimited" /> with a{' '}
        <Code>{RATE_LIMIT_HEADERS.retryAfter}</Code> header, the seconds to wait. Successful answers
        carry the limit in <Code>{RATE_LIMIT_HEADERS.limit}</Code> and the calls left in{' '}
        <Code>{RATE_LIMIT_HEADERS.remaining}</Code>.
      </Text>
    </>
  );
}
