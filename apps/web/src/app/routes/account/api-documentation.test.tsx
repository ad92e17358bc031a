import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AllocationsAnswerSchema,
  ApiAllocationSchema,
  ApiParcelSchema,
  PARCEL_API,
  PARCEL_API_DEFAULT_PAGE_SIZE,
  PARCEL_API_MAX_PAGE_SIZE,
  PARCEL_API_PARAMS,
  ParcelApiErrorSchema,
  ParcelsAnswerSchema,
  parcelApiErrors,
} from '@portal/shared/parcel-api';
import {
  HANDOFF_SECONDS,
  RedeemAnswerSchema,
  RedeemInputSchema,
  SSO_REDEEM_PATH,
} from '@portal/shared/sso';
import { describe, expect, it, vi } from 'vitest';
import {
  asJson,
  curlWithBearer,
  sampleAllocationsAnswer,
  sampleErrorAnswer,
  sampleParcelsAnswer,
} from '@web/features/api-docs/examples';
import {
  redeemFetchExample,
  SAMPLE_SERVICE_ID,
  sampleIdentity,
  sampleRedeemBody,
} from '@web/features/api-docs/sso-examples';
import { makeUser } from '@web/testing/fixtures';
import { renderApp } from '@web/testing/render-app';

async function openDocumentation() {
  const view = renderApp('/account/api-documentation', { user: makeUser() });
  await screen.findByRole('heading', { level: 1, name: 'API documentation' });
  return view;
}

const example = (caption: string | RegExp) => screen.getByRole('figure', { name: caption });
/** The text of each body row's cells, the row's own header first. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent));

describe('API documentation screen', () => {
  it('has its four sections and both ways of signing in to linked services, each reached from the contents', async () => {
    await openDocumentation();
    const titles = [
      'Introduction',
      'Authentication',
      'Endpoints',
      'Errors',
      'Single sign-on for linked services',
      'OpenID Connect for linked services',
    ];
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(titles);
    const contents = within(screen.getByRole('navigation', { name: 'On this page' }));
    for (const title of titles) {
      const target = contents.getByRole('link', { name: title }).getAttribute('href')!.slice(1);
      expect(document.getElementById(target)).toBe(
        screen.getByRole('heading', { level: 2, name: title }),
      );
      expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
    }
  });

  it('lists every error code of the API with its status', async () => {
    await openDocumentation();
    expect(rowsOf(screen.getByRole('table', { name: 'Error codes' }))).toEqual(
      Object.entries(parcelApiErrors).map(([code, { status, summary }]) => [
        code,
        String(status),
        summary,
      ]),
    );
  });

  it('documents every query parameter with its default and limits', async () => {
    await openDocumentation();
    const rows = rowsOf(screen.getByRole('table', { name: 'Query parameters of both endpoints' }));
    expect(rows.map(([name]) => name)).toEqual([...PARCEL_API_PARAMS]);
    expect(rows).toContainEqual([
      'pageSize',
      String(PARCEL_API_DEFAULT_PAGE_SIZE),
      `Items a page, from 1 to ${PARCEL_API_MAX_PAGE_SIZE}.`,
    ]);
    // One parcel found by its number, without paging through the register.
    expect(rows.find(([name]) => name === 'number')?.[2]).toMatch(/parcel with this number/);
  });

  it('documents the fields of a parcel and of an allocation, as the API gives them', async () => {
    await openDocumentation();
    const fields = (caption: string) =>
      rowsOf(screen.getByRole('table', { name: caption })).map(([name]) => name);
    expect(fields('Fields of a parcel')).toEqual(Object.keys(ApiParcelSchema.shape));
    expect(fields('Fields of an allocation')).toEqual(Object.keys(ApiAllocationSchema.shape));
  });

  it('quotes the real paths and the page origin in its examples', async () => {
    await openDocumentation();
    const { origin } = window.location;
    expect(example('curl, key in the Authorization header')).toHaveTextContent(
      `curl -H "Authorization: Bearer tck_YOUR_API_KEY" \\ "${origin}${PARCEL_API.parcels}?page=1&pageSize=2"`,
    );
    expect(example('curl, key in the apiKey query parameter')).toHaveTextContent(
      `curl "${origin}${PARCEL_API.allocations}?page=1&pageSize=2&apiKey=tck_YOUR_API_KEY"`,
    );
    expect(example('JavaScript fetch, Node 18 or later')).toHaveTextContent(
      `fetch('${origin}${PARCEL_API.parcels}?page=1&pageSize=2'`,
    );
    expect(example(`Sample answer of GET ${PARCEL_API.parcels}`)).toHaveTextContent(
      asJson(sampleParcelsAnswer).replace(/\s+/g, ' '),
    );
    expect(example(`Sample answer of GET ${PARCEL_API.allocations}`)).toHaveTextContent(
      asJson(sampleAllocationsAnswer).replace(/\s+/g, ' '),
    );
  });

  it('shows sample answers the API could really give', () => {
    expect(ParcelsAnswerSchema.parse(sampleParcelsAnswer)).toEqual(sampleParcelsAnswer);
    expect(AllocationsAnswerSchema.parse(sampleAllocationsAnswer)).toEqual(sampleAllocationsAnswer);
    expect(ParcelApiErrorSchema.parse(sampleErrorAnswer)).toEqual(sampleErrorAnswer);
  });

  it('copies the text of an example with its button, and says so', async () => {
    const user = userEvent.setup();
    await openDocumentation();
    const curl = example('curl, key in the Authorization header');
    await user.click(within(curl).getByRole('button', { name: 'Copy example' }));
    expect(await navigator.clipboard.readText()).toBe(curlWithBearer(window.location.origin));
    // The label changes once the clipboard has answered, a moment after the text is in it.
    expect(await within(curl).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(within(curl).getByRole('status')).toHaveTextContent('Example copied');
  });

  it("shows linked services how to redeem a handoff token, with the server's real path and shapes", async () => {
    await openDocumentation();
    const { origin } = window.location;
    expect(example('On the service’s server, Node fetch')).toHaveTextContent(
      `${origin}${SSO_REDEEM_PATH}`,
    );
    expect(example('The same redemption with curl')).toHaveTextContent(
      `curl -u "${SAMPLE_SERVICE_ID}:$PORTAL_SSO_SECRET" \\ -H "Content-Type: application/json" \\ -d '{"token":"3q2-7wE…"}' \\ "${origin}${SSO_REDEEM_PATH}"`,
    );
    expect(RedeemInputSchema.strict().parse(sampleRedeemBody)).toEqual(sampleRedeemBody);
    expect(
      screen.getByRole('region', { name: 'Single sign-on for linked services' }),
    ).toHaveTextContent(`for ${HANDOFF_SECONDS} seconds`);
    const openId = screen.getByRole('region', { name: 'OpenID Connect for linked services' });
    expect(openId).toHaveTextContent(`${origin}/.well-known/openid-configuration`);
    expect(openId).toHaveTextContent(`new URL('${origin}')`);
    expect(
      RedeemAnswerSchema.safeParse({ status: 'success', message: '', data: sampleIdentity })
        .success,
    ).toBe(true);
  });

  it("gives a fetch example that redeems with the service's Basic credentials, as it is written", async () => {
    const answer = { status: 'success', message: '', data: sampleIdentity };
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => Response.json(answer));
    const secret = 'tcs_the-secret';
    const origin = 'https://portal.example';
    // The example's own text runs, with its fetch and environment given to it.
    const run = new Function(
      'fetch',
      'process',
      'token',
      `return (async () => { ${redeemFetchExample(origin)}\n return user; })();`,
    ) as (...args: unknown[]) => Promise<unknown>;
    const user = await run(fetch, { env: { PORTAL_SSO_SECRET: secret } }, 'the-token');

    expect(user).toEqual(sampleIdentity);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(`${origin}${SSO_REDEEM_PATH}`);
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('authorization')).toBe(
      `Basic ${btoa(`${SAMPLE_SERVICE_ID}:${secret}`)}`,
    );
    expect(RedeemInputSchema.strict().parse(JSON.parse(String(init.body)))).toEqual({
      token: 'the-token',
    });
  });

  it('labels every example and gives each a copy button described by its label', async () => {
    await openDocumentation();
    const captions = [
      'curl, key in the Authorization header',
      'curl, key in the apiKey query parameter',
      `Sample answer of GET ${PARCEL_API.parcels}`,
      'JavaScript fetch, Node 18 or later',
      `Sample answer of GET ${PARCEL_API.allocations}`,
      'Sample error answer',
      'The address the portal opens',
      'On the service’s page',
      'On the service’s server, Node fetch',
      'The same redemption with curl',
      'Sample redemption body',
      'Sample answer',
      'On the service’s server, Node with Express and openid-client',
      'An ID token’s claims',
    ];
    expect(screen.getAllByRole('figure')).toHaveLength(captions.length);
    for (const caption of captions) {
      expect(
        within(example(caption)).getByRole('button', {
          name: 'Copy example',
          description: caption,
        }),
      ).toBeInTheDocument();
    }
  });
});
