import type { AggregatorPayment } from '@portal/shared/payment-protocols';

const TITLE = 'Payment simulator: no real money moves';

/** The page loads nothing and runs nothing: its only style is inline, and this forbids the rest. */
export const CHECKOUT_PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

const STYLE = `
  body { margin: 0; font: 1rem/1.5 system-ui, sans-serif; color: #1a1a1a; background: #f4f5f7; }
  main { max-width: 28rem; margin: 3rem auto; padding: 2rem; background: #fff;
    border: 1px solid #c9ccd1; border-radius: 0.5rem; }
  h1 { font-size: 1.25rem; margin: 0 0 1rem; }
  .notice { margin: 0 0 1.5rem; padding: 0.75rem; background: #fff4ce; border-left: 4px solid #8a6d00; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; margin: 0 0 1.5rem; }
  dt { font-weight: 600; }
  dd { margin: 0; }
  label { display: block; font-weight: 600; margin-bottom: 0.25rem; }
  input { width: 100%; box-sizing: border-box; padding: 0.5rem; font: inherit;
    border: 1px solid #5c6370; border-radius: 0.25rem; }
  .hint { margin: 0.25rem 0 1.5rem; color: #4a4f57; font-size: 0.875rem; }
  .actions { display: flex; gap: 0.75rem; }
  button { padding: 0.6rem 1.2rem; font: inherit; border-radius: 0.25rem; cursor: pointer;
    border: 1px solid #0b5394; }
  button[value="pay"] { background: #0b5394; color: #fff; font-weight: 600; }
  button[value="cancel"] { background: #fff; color: #0b5394; }
  :focus-visible { outline: 3px solid #e8a000; outline-offset: 2px; }
`;

function escaped(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function formattedAmount(payment: Pick<AggregatorPayment, 'amount' | 'currency'>): string {
  const major = (payment.amount / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
  return `${payment.currency} ${major}`;
}

function page(body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${TITLE}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${TITLE}</h1>
${body}
</main>
</body>
</html>
`;
}

/** The hosted card page: the payer pays or cancels; the card number's ending picks the case. */
export function checkoutPage(payment: AggregatorPayment): string {
  const amount = escaped(formattedAmount(payment));
  return page(`<p class="notice">This page stands in for a card payment provider. Nothing is charged.</p>
<dl>
<dt>Amount</dt><dd>${amount}</dd>
<dt>Account reference</dt><dd>${escaped(payment.account_reference)}</dd>
</dl>
<form method="post" action="/checkout/${encodeURIComponent(payment.id)}">
<label for="card_number">Card number</label>
<input id="card_number" name="card_number" value="4242 4242 4242 4242" inputmode="numeric" autocomplete="cc-number" aria-describedby="card_hint">
<p class="hint" id="card_hint">The last two digits choose the outcome, as with the test phone numbers (docs/payments.md); this one pays.</p>
<div class="actions">
<button type="submit" name="action" value="pay">Pay ${amount}</button>
<button type="submit" name="action" value="cancel">Cancel</button>
</div>
</form>`);
}

/** What the payer sees when there is nowhere to send them back to, or nothing left to pay. */
export function outcomePage(payment: AggregatorPayment, returnUrl: string | null): string {
  const back = returnUrl ? `<p><a href="${escaped(returnUrl)}">Return to the portal</a></p>` : '';
  return page(
    `<p>This payment of ${escaped(formattedAmount(payment))} is ${payment.status}.</p>${back}`,
  );
}

export function missingPage(): string {
  return page('<p>There is no card payment here.</p>');
}
