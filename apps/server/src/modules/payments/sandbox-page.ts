import { formatInr } from '@shop/domain';
import type { SandboxOutcome } from '../../integrations/payments/sandbox-repository';

export const SANDBOX_STYLESHEET_PATH = '/payment/sandbox.css';

/**
 * The sandbox provider's hosted page: plain HTML forms, no script at all (the shop's CSP allows
 * none inline), styled by one stylesheet of its own in the shop's dark look. The page asks for a
 * same-origin referrer policy: under the shop's `no-referrer` a browser posts the form with
 * `Origin: null`, which the origin check rightly refuses.
 */
export function sandboxPage(payment: {
  merchantTransactionId: string;
  amountPaise: number;
  outcome: SandboxOutcome | null;
}): string {
  const id = escapeHtml(payment.merchantTransactionId);
  const decided = payment.outcome === 'SUCCESS' || payment.outcome === 'FAILURE';
  const choice = decided
    ? `<p class="decided">This payment is already decided: <strong>${payment.outcome === 'SUCCESS' ? 'Success' : 'Failure'}</strong>.</p>
<p><a class="back" href="/payment/validate/${encodeURIComponent(payment.merchantTransactionId)}">Return to RigForge</a></p>`
    : `<form method="post" action="/api/payment/sandbox/${encodeURIComponent(payment.merchantTransactionId)}">
<p class="note">Choose how this test payment ends. No money moves.</p>
<div class="choices">
<button type="submit" name="outcome" value="SUCCESS" class="success">Success</button>
<button type="submit" name="outcome" value="FAILURE" class="failure">Failure</button>
<button type="submit" name="outcome" value="PENDING" class="pending">Pending</button>
<button type="submit" name="outcome" value="SHORT" class="pending short">Success, ₹1 short</button>
</div>
</form>`;
  return layout(
    'Sandbox payment',
    `<h1>Sandbox payment</h1>
<dl>
<dt>Amount</dt><dd class="amount">${escapeHtml(formatInr(payment.amountPaise))}</dd>
<dt>Payment</dt><dd class="id">${id}</dd>
</dl>
${choice}`,
  );
}

export function sandboxNotFoundPage(): string {
  return layout(
    'Payment not found',
    '<h1>Payment not found</h1>\n<p class="note">This sandbox payment does not exist.</p>\n<p><a class="back" href="/cart">Back to the cart</a></p>',
  );
}

function layout(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="referrer" content="same-origin">
<title>${escapeHtml(title)} · RigForge</title>
<link rel="stylesheet" href="${SANDBOX_STYLESHEET_PATH}">
</head>
<body>
<main>
<p class="brand" aria-label="RigForge">RIG<span>FORGE</span> <small>payment sandbox</small></p>
${content}
</main>
</body>
</html>
`;
}

export const SANDBOX_STYLESHEET = `:root { color-scheme: dark; }
* { box-sizing: border-box; }
body {
  margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 1rem;
  background: #0a0a0b; color: #f2f2f4;
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
}
main {
  width: 100%; max-width: 28rem; padding: 2rem 1.5rem;
  background: #131316; border: 1px solid #2a2a31; border-radius: 0.75rem;
}
.brand { margin: 0 0 1.5rem; font-weight: 800; letter-spacing: 0.08em; }
.brand span { color: #ff4d5e; }
.brand small { display: block; font-weight: 400; letter-spacing: normal; color: #a8a8b2; }
h1 { margin: 0 0 1rem; font-size: 1.5rem; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; margin: 0 0 1.5rem; }
dt { color: #a8a8b2; }
dd { margin: 0; overflow-wrap: anywhere; }
.amount { font-size: 1.25rem; font-weight: 700; }
.note { color: #a8a8b2; }
.choices { display: grid; gap: 0.75rem; }
button {
  font: inherit; font-weight: 600; padding: 0.75rem 1rem; border-radius: 0.5rem;
  border: 1px solid #2a2a31; cursor: pointer; color: #fff; background: #1b1b20;
}
button.success { background: #e5182b; border-color: #e5182b; }
button.success:hover { background: #c71324; }
button.failure:hover, button.pending:hover { border-color: #ff4d5e; }
button:focus-visible, a:focus-visible { outline: 2px solid #ff8a95; outline-offset: 2px; }
a { color: #ff6b78; }
@media (min-width: 576px) { .choices { grid-template-columns: repeat(3, 1fr); } .choices .short { grid-column: 1 / -1; } }
`;

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
