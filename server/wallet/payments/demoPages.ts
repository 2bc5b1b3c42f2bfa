import type { PaymentStatus } from '../../../src/core/wallet/api';
import { demoHtmlPage, escapeHtml } from '../../lib/demoHtml';

// The demo provider's pages: server-rendered, no script, styles inline (the pages' own strict CSP allows nothing
// else). A page of a payment in progress reloads itself with a meta refresh, which needs no script.

const escape = escapeHtml;

// The payment pages' own rules beside the shared look (server/lib/demoHtml.ts).
const STYLE = `  main { max-width: 440px; }
  p { margin: 0 0 16px; color: #a9b8c6; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 6px 14px; margin: 0 0 18px; }
  dt { color: #7f91a3; } dd { margin: 0; overflow-wrap: anywhere; font-variant-numeric: tabular-nums; }
  .actions { display: flex; flex-direction: column; gap: 10px; margin-top: 18px; }
  button, .link { font: inherit; font-weight: 700; border: 0; border-radius: 10px; padding: 12px; cursor: pointer; text-align: center;
    text-decoration: none; }`;

/** A page of the demo provider; `refreshSec` reloads it while a payment is under way. */
function page(title: string, card: string, refreshSec?: number): string {
  return demoHtmlPage({ title, badge: 'Demo payment', card, style: STYLE, refreshSec });
}

const rows = (list: [string, string][]) => `<dl>${list.map(([k, v]) => `<dt>${escape(k)}</dt><dd>${escape(v)}</dd>`).join('')}</dl>`;

const STATUS_TEXT: Record<PaymentStatus, string> = {
  waiting: 'Waiting for the payment',
  confirming: 'Confirming on the network',
  confirmed: 'Confirmed',
  partially_paid: 'Partially paid',
  finished: 'Finished',
  failed: 'Failed',
  expired: 'Expired',
};

/** The page of a demo payment that cannot go on (unknown order, refused form). */
export function demoPayErrorPage(title: string, message: string): string {
  return page(
    title,
    `  <h1>${escape(title)}</h1>\n  <p class="error" role="alert">${escape(message)}</p>\n  <a class="link secondary" href="/">Back to the site</a>`,
  );
}

/** What the checkout page shows of an order. */
export interface CheckoutView {
  action: string;
  returnUrl: string;
  fiatAmount: string;
  fiat: string;
  amount: string;
  coin: string;
  networkLabel: string;
  status: PaymentStatus;
  paid: string;
  credited: string;
  confirmations: number;
  needed: number;
  /** True when nothing was paid yet and no simulation runs: the buttons are offered. */
  open: boolean;
  running: boolean;
}

/** The hosted checkout of a buy-crypto order: its amounts, then the simulation's buttons or its progress. */
export function checkoutPage(v: CheckoutView): string {
  const facts: [string, string][] = [
    ['You pay', `${v.fiatAmount} ${v.fiat}`],
    ['You get', `${v.amount} ${v.coin}`],
    ['Network', v.networkLabel],
    ['Status', STATUS_TEXT[v.status]],
  ];
  if (!v.open)
    facts.push(
      ['Confirmations', `${Math.min(v.confirmations, v.needed)} / ${v.needed}`],
      ['Paid', `${v.paid} ${v.coin}`],
      ['Credited', `${v.credited} ${v.coin}`],
    );
  const buttons = v.open
    ? `  <form method="post" action="${escape(v.action)}" class="actions">
    <button class="primary" type="submit" name="action" value="pay">Simulate payment</button>
    <button class="secondary" type="submit" name="action" value="partial">Simulate partial payment</button>
    <button class="secondary" type="submit" name="action" value="expire">Let it expire</button>
  </form>`
    : '';
  return page(
    `Checkout · ${v.amount} ${v.coin}`,
    `  <h1>Buy ${escape(v.coin)}</h1>
  <p>This page stands in for the payment provider's hosted checkout while the site runs in demo mode. No money moves.</p>
  ${rows(facts)}
${buttons}
  <div class="actions"><a class="link ${v.open ? 'secondary' : 'primary'}" href="${escape(v.returnUrl)}">Return to site</a></div>
  ${v.running ? '<small>The network confirms the payment step by step; this page follows it.</small>' : ''}`,
    v.running ? 2 : undefined,
  );
}

/** The form that simulates an on-chain payment to a deposit address. */
export function depositFormPage(v: {
  action: string;
  coin: string;
  address: string;
  tag: string | null;
  tagLabel: string | null;
  networkLabel: string;
  minDeposit: string;
  amount: string;
  error: string;
}): string {
  const facts: [string, string][] = [
    ['Coin', v.coin],
    ['Network', v.networkLabel],
    ['Address', v.address],
  ];
  if (v.tag !== null) facts.push([v.tagLabel ?? 'Tag', v.tag]);
  facts.push(['Minimum', `${v.minDeposit} ${v.coin}`]);
  return page(
    `Send ${v.coin}`,
    `  <h1>Send ${escape(v.coin)} to this address</h1>
  <p>Simulates an on-chain payment to the address, as a wallet would send it. A payment below the minimum is recorded but not credited.</p>
  ${rows(facts)}
  <form method="post" action="${escape(v.action)}">
    <input type="hidden" name="coin" value="${escape(v.coin)}">
    <input type="hidden" name="address" value="${escape(v.address)}">
    ${v.tag !== null ? `<input type="hidden" name="tag" value="${escape(v.tag)}">` : ''}
    <label for="amount">Amount (${escape(v.coin)})</label>
    <input id="amount" name="amount" inputmode="decimal" autocomplete="off" required value="${escape(v.amount)}"${v.error ? ' aria-invalid="true" aria-describedby="amount-error"' : ''}>
    ${v.error ? `<p class="error" id="amount-error" role="alert">${escape(v.error)}</p>` : ''}
    <div class="actions"><button class="primary" type="submit">Send payment</button></div>
  </form>`,
  );
}

/** The progress of a simulated payment to a deposit address. */
export function paymentPage(v: {
  coin: string;
  status: PaymentStatus;
  paid: string;
  credited: string;
  confirmations: number;
  needed: number;
  belowMinimum: boolean;
  again: string;
}): string {
  const final = v.status === 'finished' || v.status === 'failed' || v.status === 'expired';
  return page(
    `Payment · ${v.paid} ${v.coin}`,
    `  <h1>${escape(STATUS_TEXT[v.status])}</h1>
  ${rows([
    ['Amount', `${v.paid} ${v.coin}`],
    ['Confirmations', `${Math.min(v.confirmations, v.needed)} / ${v.needed}`],
    ['Credited', `${v.credited} ${v.coin}`],
  ])}
  ${v.belowMinimum ? '<p class="error">This payment is below the minimum deposit: it is recorded but not credited.</p>' : ''}
  <div class="actions"><a class="link secondary" href="${escape(v.again)}">Send another payment</a><a class="link primary" href="/">Return to site</a></div>`,
    final ? undefined : 2,
  );
}
