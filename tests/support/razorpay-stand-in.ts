import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server standing in for Razorpay, following its documented requests and answers:
 * the Orders API (`POST /v1/orders`, `GET /v1/orders/:id`, HTTP basic auth with the key id and
 * secret, amounts in paise, errors as `{ error: { code, description, … } }`), Checkout's script and
 * frame (a stand-in `checkout.js` defining `window.Razorpay` that opens a frame from this origin,
 * as the real one opens one from api.razorpay.com), and webhooks signed with the webhook secret.
 * Nothing here reaches the internet; signatures are computed with the test secrets.
 */
export interface RazorpayStandIn {
  url: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Every request to the Orders API, as received. */
  requests: { method: string; path: string; authorization: string | undefined; body: unknown }[];
  orders: Map<string, StandInOrder>;
  /** The next Orders API call answers this status (a Razorpay outage, say). */
  failNext(status: number): void;
  /** Pays an order as Checkout would: answers what Checkout hands the page, signed with the key secret. */
  pay(orderId: string): CheckoutSuccess;
  /** A `payment.captured` webhook for a paid order: the raw body and its signature. */
  capturedWebhook(orderId: string, paymentId: string, overrides?: { amount?: number }): { body: string; signature: string };
  /** Where paying in the stand-in Checkout also delivers the webhook, as Razorpay would. */
  deliverWebhooksTo(url: string | undefined): void;
  /** Webhook deliveries made, with the answer's status. */
  deliveries: { orderId: string; status: number }[];
  close(): Promise<void>;
}

interface StandInOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string | undefined;
  notes: Record<string, string>;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  created_at: number;
  payments: string[];
}

interface CheckoutSuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('hex');
const razorpayId = (prefix: string) =>
  `${prefix}_${randomBytes(12)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 14)}`;

function errorBody(description: string, field?: string) {
  return {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description,
      source: 'business',
      step: 'payment_initiation',
      reason: 'input_validation_failed',
      metadata: {},
      ...(field ? { field } : {}),
    },
  };
}

function orderEntity(order: StandInOrder) {
  const paid = order.status === 'paid';
  return {
    id: order.id,
    entity: 'order',
    amount: order.amount,
    amount_paid: paid ? order.amount : 0,
    amount_due: paid ? 0 : order.amount,
    currency: order.currency,
    receipt: order.receipt ?? null,
    offer_id: null,
    status: order.status,
    attempts: order.attempts,
    notes: order.notes,
    created_at: order.created_at,
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, body: unknown, type = 'application/json') {
  response.writeHead(status, { 'content-type': type, 'access-control-allow-origin': '*' });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}

/** Checkout's stand-in script: `new Razorpay(options).open()` shows a frame from this origin. */
const CHECKOUT_JS = `(function () {
  var origin = new URL(document.currentScript.src).origin;
  function Razorpay(options) { this.options = options; this.handlers = {}; }
  Razorpay.prototype.on = function (name, handler) { this.handlers[name] = handler; };
  Razorpay.prototype.open = function () {
    var self = this, o = this.options;
    var frame = document.createElement('iframe');
    frame.src = origin + '/v1/checkout/public?order_id=' + encodeURIComponent(o.order_id) + '&key_id=' + encodeURIComponent(o.key) +
      '&amount=' + encodeURIComponent(o.amount) + '&name=' + encodeURIComponent(o.name || '');
    frame.title = 'Razorpay Checkout';
    frame.style.cssText = 'position:fixed;inset:0;width:100%;height:100%;border:0;z-index:2147483647;background:rgba(0,0,0,0.55)';
    document.body.appendChild(frame);
    function close() { window.removeEventListener('message', onMessage); frame.remove(); }
    function onMessage(event) {
      if (event.origin !== origin || event.source !== frame.contentWindow) return;
      var data = event.data || {};
      if (data.type === 'paid') { close(); if (o.handler) o.handler(data.response); }
      if (data.type === 'failed' && self.handlers['payment.failed']) self.handlers['payment.failed']({ error: data.error });
      if (data.type === 'dismissed') { close(); if (o.modal && o.modal.ondismiss) o.modal.ondismiss(); }
    }
    window.addEventListener('message', onMessage);
  };
  window.Razorpay = Razorpay;
})();
`;

function checkoutFrame(params: URLSearchParams): string {
  const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const rupees = (Number(params.get('amount')) / 100).toFixed(2);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Razorpay Checkout (stand-in)</title>
<style>body{font:16px sans-serif;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:8px;padding:20px;width:min(320px,90vw);display:grid;gap:12px}
button{font:inherit;padding:10px;border-radius:4px;border:1px solid #0b3d91;cursor:pointer}
#pay{background:#0b3d91;color:#fff}</style>
<script>
// Listening on the document from the head, before the buttons exist: a tap as soon as a button
// shows is never lost to a handler not yet bound (the buttons are parsed before a script after them runs).
var orderId = ${JSON.stringify(params.get('order_id') ?? '')};
function tell(message) { parent.postMessage(message, '*'); }
document.addEventListener('click', function (event) {
  var button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button) return;
  if (button.id === 'pay') {
    fetch('/v1/standin/pay', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ order_id: orderId }) })
      .then(function (r) { return r.json(); })
      .then(function (response) { tell({ type: 'paid', response: response }); });
  }
  if (button.id === 'fail') {
    tell({ type: 'failed', error: { code: 'BAD_REQUEST_ERROR', description: 'Your payment could not be completed', source: 'customer', step: 'payment_authentication', reason: 'payment_failed', metadata: { order_id: orderId } } });
  }
  if (button.id === 'close') tell({ type: 'dismissed' });
});
</script></head>
<body><main aria-label="Stand-in Razorpay Checkout"><h1 style="font-size:18px;margin:0">${escape(params.get('name') ?? '')}</h1>
<p style="margin:0">Pay ₹${rupees} for order <code>${escape(params.get('order_id') ?? '')}</code></p>
<button id="pay">Pay ₹${rupees}</button><button id="fail">Fail this attempt</button><button id="close">Close checkout</button></main>
</body></html>`;
}

export async function startRazorpayStandIn(
  keys: { keyId?: string; keySecret?: string; webhookSecret?: string } = {},
): Promise<RazorpayStandIn> {
  const keyId = keys.keyId ?? 'rzp_test_StandIn0001';
  const keySecret = keys.keySecret ?? 'stand-in-key-secret';
  const webhookSecret = keys.webhookSecret ?? 'stand-in-webhook-secret';
  const orders = new Map<string, StandInOrder>();
  const requests: RazorpayStandIn['requests'] = [];
  const deliveries: RazorpayStandIn['deliveries'] = [];
  let failStatus: number | undefined;
  let webhookUrl: string | undefined;
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  const pay = (orderId: string): CheckoutSuccess => {
    const order = orders.get(orderId);
    if (!order) throw new Error(`the stand-in made no order ${orderId}`);
    const paymentId = razorpayId('pay');
    order.status = 'paid';
    order.attempts += 1;
    order.payments.push(paymentId);
    return { razorpay_payment_id: paymentId, razorpay_order_id: orderId, razorpay_signature: sign(keySecret, `${orderId}|${paymentId}`) };
  };

  const capturedWebhook: RazorpayStandIn['capturedWebhook'] = (orderId, paymentId, overrides = {}) => {
    const order = orders.get(orderId);
    const amount = overrides.amount ?? order?.amount ?? 0;
    const event = {
      entity: 'event',
      account_id: 'acc_StandIn00000001',
      event: 'payment.captured',
      contains: ['payment'],
      payload: {
        payment: {
          entity: {
            id: paymentId,
            entity: 'payment',
            amount,
            currency: 'INR',
            status: 'captured',
            order_id: orderId,
            invoice_id: null,
            international: false,
            method: 'upi',
            amount_refunded: 0,
            refund_status: null,
            captured: true,
            description: null,
            card_id: null,
            bank: null,
            wallet: null,
            vpa: 'member@okstandin',
            email: 'member@example.com',
            contact: '+919800000000',
            notes: order?.notes ?? {},
            fee: Math.round(amount * 0.02),
            tax: 0,
            error_code: null,
            error_description: null,
            created_at: Math.floor(Date.now() / 1000),
          },
        },
      },
      created_at: Math.floor(Date.now() / 1000),
    };
    const body = JSON.stringify(event);
    return { body, signature: sign(webhookSecret, body) };
  };

  const deliver = async (orderId: string, paymentId: string) => {
    if (!webhookUrl) return;
    const { body, signature } = capturedWebhook(orderId, paymentId);
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature, 'x-razorpay-event-id': razorpayId('evt') },
      body,
    }).catch(() => undefined);
    deliveries.push({ orderId, status: response?.status ?? 0 });
  };

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const raw = request.method === 'POST' ? await readBody(request) : '';
      if (url.pathname === '/v1/checkout.js') return send(response, 200, CHECKOUT_JS, 'application/javascript; charset=utf-8');
      if (url.pathname === '/v1/checkout/public') return send(response, 200, checkoutFrame(url.searchParams), 'text/html; charset=utf-8');
      if (url.pathname === '/v1/standin/pay' && request.method === 'POST') {
        const { order_id: orderId } = JSON.parse(raw) as { order_id: string };
        const success = pay(orderId);
        send(response, 200, success);
        // Razorpay delivers the webhook on its own schedule: here, just after Checkout's answer.
        setTimeout(() => void deliver(orderId, success.razorpay_payment_id), 300);
        return;
      }
      if (!url.pathname.startsWith('/v1/orders')) return send(response, 404, errorBody('The requested URL was not found on the server.'));
      let body: unknown = null;
      try {
        body = raw ? JSON.parse(raw) : null;
      } catch {
        body = raw;
      }
      requests.push({ method: request.method ?? '', path: url.pathname, authorization: request.headers.authorization, body });
      if (failStatus) {
        const status = failStatus;
        failStatus = undefined;
        return send(response, status, errorBody('The service is unavailable', undefined));
      }
      if (request.headers.authorization !== expectedAuth) return send(response, 401, errorBody('Authentication failed'));
      if (request.method === 'GET') {
        const order = orders.get(url.pathname.split('/')[3] ?? '');
        return order ? send(response, 200, orderEntity(order)) : send(response, 400, errorBody('The id provided does not exist'));
      }
      if (request.method !== 'POST' || url.pathname !== '/v1/orders') return send(response, 404, errorBody('Not found'));
      const input = (body ?? {}) as { amount?: unknown; currency?: unknown; receipt?: unknown; notes?: unknown };
      if (!Number.isInteger(input.amount) || (input.amount as number) < 100) {
        return send(response, 400, errorBody('The amount must be at least INR 1.00', 'amount'));
      }
      if (input.currency !== 'INR') return send(response, 400, errorBody('The currency provided is invalid', 'currency'));
      if (input.receipt !== undefined && (typeof input.receipt !== 'string' || input.receipt.length > 40)) {
        return send(response, 400, errorBody('receipt: the length must be no more than 40.', 'receipt'));
      }
      const order: StandInOrder = {
        id: razorpayId('order'),
        amount: input.amount as number,
        currency: 'INR',
        receipt: input.receipt,
        notes: (input.notes ?? {}) as Record<string, string>,
        status: 'created',
        attempts: 0,
        created_at: Math.floor(Date.now() / 1000),
        payments: [],
      };
      orders.set(order.id, order);
      send(response, 200, orderEntity(order));
    })().catch(() => send(response, 500, errorBody('stand-in failure')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    keyId,
    keySecret,
    webhookSecret,
    requests,
    orders,
    deliveries,
    failNext: (status) => {
      failStatus = status;
    },
    pay,
    capturedWebhook,
    deliverWebhooksTo: (url) => {
      webhookUrl = url;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The app's configuration for Razorpay, pointed at the stand-in. */
export function razorpayEnv(standIn: RazorpayStandIn): Record<string, string> {
  return {
    PAYMENT_PROVIDER: 'razorpay',
    RAZORPAY_KEY_ID: standIn.keyId,
    RAZORPAY_KEY_SECRET: standIn.keySecret,
    RAZORPAY_WEBHOOK_SECRET: standIn.webhookSecret,
    RAZORPAY_API_URL: standIn.url,
    RAZORPAY_CHECKOUT_URL: `${standIn.url}/v1/checkout.js`,
  };
}
