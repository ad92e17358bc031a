import type { Configuration } from 'oidc-provider';
import { site } from '@portal/shared/site';

// The few pages the OpenID provider shows itself (record 0067): in the portal's words and look,
// on one plain page each, with nothing fetched from elsewhere.

const escaped = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escaped(title)} – ${escaped(site.name)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f4f7fb;color:#1b2733}
main{max-width:32rem;margin:4rem auto;padding:1.5rem;background:#fff;border:1px solid #d0d7de;border-radius:8px}
h1{font-size:1.6rem;margin-top:0}button{font:inherit;font-weight:600;padding:.6rem 1rem;margin:.25rem .5rem .25rem 0;border-radius:4px;border:1px solid #1b2733;background:#fff;cursor:pointer}
button[value=yes]{background:#1d5c96;color:#fff;border-color:#1d5c96}button:focus{outline:3px solid #ffbf47}</style>
</head><body><main>${body}</main></body></html>`;
}

type RenderError = NonNullable<Configuration['renderError']>;
type LogoutSource = NonNullable<
  NonNullable<NonNullable<Configuration['features']>['rpInitiatedLogout']>['logoutSource']
>;
type PostLogoutSuccessSource = NonNullable<
  NonNullable<
    NonNullable<Configuration['features']>['rpInitiatedLogout']
  >['postLogoutSuccessSource']
>;

/** A request the provider refuses: what went wrong, in its own standard words. */
export const renderError: RenderError = (ctx, out) => {
  ctx.type = 'html';
  ctx.body = page(
    'Sign-in could not go on',
    `<h1>Sign-in could not go on</h1><p>The service that sent you here made a request the portal
cannot answer. Go back to it and try again; if it happens again, tell its operator:</p>
<p><code>${escaped(String(out.error))}</code>: ${escaped(String(out.error_description ?? ''))}</p>`,
  );
};

/** A service asks to sign the user out: they confirm, so that no page can sign them out unseen. */
export const logoutSource: LogoutSource = (ctx, form) => {
  ctx.body = page(
    'Sign out',
    `<h1>Sign out of the services?</h1><p>You will be signed out of the services you signed in
to through the portal.</p>${form}
<button type="submit" form="op.logoutForm" value="yes" name="logout">Sign out</button>
<button type="submit" form="op.logoutForm">Stay signed in</button>`,
  );
};

/** After signing out, when the service gave no address to come back to. */
export const postLogoutSuccessSource: PostLogoutSuccessSource = (ctx) => {
  ctx.body = page(
    'Signed out',
    `<h1>Signed out</h1><p>You are signed out of the services. You can close this page.</p>`,
  );
};
