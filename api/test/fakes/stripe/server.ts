// A local stand-in for api.stripe.com, small and honest: only the endpoints Cadence calls, with
// Stripe's documented shapes (form-encoded requests, Bearer secret key, `{error:{type,message}}`
// errors, 404 resource_missing), plus test helpers that play the customer on Stripe's checkout
// page and deliver the resulting events to the app, signed as Stripe signs them.
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeForm, field, metadata, type FormObject } from './form';
import { checkoutSession, event, invoice, newId, publicSession, subscription, unix, type FakeSession, type FakeSubscription } from './objects';

export interface FakeStripeOptions {
  apiKey: string;
  webhookSecret: string;
  /** Where events are POSTed (the app's /api/webhooks/payments); set later with `deliverTo`. */
  webhookUrl?: string;
  now?: () => Date;
}

export interface RecordedRequest {
  method: string;
  path: string;
  form: FormObject;
}

export interface Delivery {
  type: string;
  id: string;
  /** The event as sent, for redelivering it. */
  payload: string;
  status: number;
  body: string;
}

type StripeError = { status: number; type: string; message: string; code?: string; param?: string };

class ApiError extends Error {
  constructor(readonly error: StripeError) {
    super(error.message);
  }
}

const missing = (kind: string, id: string): StripeError => ({ status: 404, type: 'invalid_request_error', code: 'resource_missing', param: 'id', message: `No such ${kind}: '${id}'` });
const required = (param: string): StripeError => ({ status: 400, type: 'invalid_request_error', code: 'parameter_missing', param, message: `Missing required param: ${param}.` });

/** Stripe's documented scheme: `t=<unix>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`. */
export function stripeSignature(secret: string, body: string, timestamp: number): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export class FakeStripe {
  readonly requests: RecordedRequest[] = [];
  readonly deliveries: Delivery[] = [];
  readonly sessions = new Map<string, FakeSession>();
  readonly subscriptions = new Map<string, FakeSubscription>();
  private server: Server | undefined;
  private base = '';
  private pending: Promise<unknown> = Promise.resolve();
  private readonly now: () => Date;

  constructor(private readonly options: FakeStripeOptions) {
    this.now = options.now ?? (() => new Date());
  }

  /** Listens on a free local port; resolves with the base URL for STRIPE_API_BASE. */
  async start(): Promise<string> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.base;
  }

  async stop(): Promise<void> {
    await this.pending;
    await new Promise<void>((resolve, reject) => (this.server ? this.server.close((error) => (error ? reject(error) : resolve())) : resolve()));
  }

  deliverTo(url: string): void {
    this.options.webhookUrl = url;
  }

  /** Every event sent so far has been answered. */
  settled(): Promise<unknown> {
    return this.pending;
  }

  // ---- API ----

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const form = decodeForm(Buffer.concat(chunks).toString('utf8'));
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const method = request.method ?? 'GET';
    this.requests.push({ method, path, form });
    try {
      this.authenticate(request.headers.authorization);
      this.reply(response, 200, this.route(method, path, form));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const { status, ...body } = error.error;
      this.reply(response, status, { error: body });
    }
  }

  private authenticate(header: string | undefined): void {
    const key = /^Bearer (.+)$/.exec(header ?? '')?.[1];
    if (!key) throw new ApiError({ status: 401, type: 'invalid_request_error', message: 'You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth.' });
    if (key !== this.options.apiKey) throw new ApiError({ status: 401, type: 'invalid_request_error', message: `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}` });
  }

  private route(method: string, path: string, form: FormObject): object {
    if (method === 'POST' && path === '/v1/checkout/sessions') return publicSession(this.createSession(form));
    const sub = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (sub?.[1]) {
      if (method === 'GET') return this.subscription(sub[1]);
      if (method === 'POST') return this.updateSubscription(sub[1], form);
      if (method === 'DELETE') return this.cancelSubscription(sub[1]);
    }
    throw new ApiError({ status: 404, type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` });
  }

  private createSession(form: FormObject): FakeSession {
    const mode = field(form, 'mode');
    if (mode !== 'subscription' && mode !== 'payment') throw new ApiError(required('mode'));
    const successUrl = field(form, 'success_url');
    if (!successUrl) throw new ApiError(required('success_url'));
    const price = (key: string) => field(form, 'line_items', 0, 'price_data', key);
    const currency = price('currency');
    const unitAmount = Number(price('unit_amount'));
    const name = field(form, 'line_items', 0, 'price_data', 'product_data', 'name');
    if (!currency || !Number.isInteger(unitAmount) || !name) throw new ApiError(required('line_items[0][price_data]'));
    const interval = field(form, 'line_items', 0, 'price_data', 'recurring', 'interval');
    if (mode === 'subscription' && interval !== 'month' && interval !== 'year') {
      throw new ApiError({ status: 400, type: 'invalid_request_error', param: 'line_items[0][price_data][recurring]', message: 'You must provide at least one recurring price in `subscription` mode when using prices.' });
    }
    const subscriptionData = form.subscription_data;
    const session = checkoutSession(this.base, this.now(), {
      mode,
      success_url: successUrl,
      cancel_url: field(form, 'cancel_url') ?? null,
      customer_email: field(form, 'customer_email') ?? null,
      client_reference_id: field(form, 'client_reference_id') ?? null,
      locale: field(form, 'locale') ?? null,
      metadata: metadata(form.metadata),
      line: { name, currency, unit_amount: unitAmount, interval: mode === 'subscription' ? (interval as 'month' | 'year') : null },
      subscriptionMetadata: metadata(subscriptionData !== undefined && typeof subscriptionData === 'object' && !Array.isArray(subscriptionData) ? subscriptionData.metadata : undefined),
    });
    this.sessions.set(session.id, session);
    return session;
  }

  private subscription(id: string): FakeSubscription {
    const found = this.subscriptions.get(id);
    if (!found) throw new ApiError(missing('subscription', id));
    return found;
  }

  private updateSubscription(id: string, form: FormObject): FakeSubscription {
    const sub = this.subscription(id);
    if (sub.status === 'canceled') {
      throw new ApiError({ status: 400, type: 'invalid_request_error', message: 'A canceled subscription can only update its cancellation_details and metadata.' });
    }
    const flag = field(form, 'cancel_at_period_end');
    if (flag !== undefined) {
      const previous = { cancel_at_period_end: sub.cancel_at_period_end, cancel_at: sub.cancel_at };
      sub.cancel_at_period_end = flag === 'true';
      sub.cancel_at = sub.cancel_at_period_end ? (sub.items.data[0]?.current_period_end ?? null) : null;
      sub.canceled_at = sub.cancel_at_period_end ? unix(this.now()) : null;
      if (previous.cancel_at_period_end !== sub.cancel_at_period_end) this.send(event('customer.subscription.updated', sub, this.now(), previous));
    }
    return sub;
  }

  private cancelSubscription(id: string): FakeSubscription {
    const sub = this.subscription(id);
    if (sub.status === 'canceled') throw new ApiError(missing('subscription', id));
    const now = unix(this.now());
    Object.assign(sub, { status: 'canceled', canceled_at: now, ended_at: now, cancel_at: null, cancel_at_period_end: false });
    this.send(event('customer.subscription.deleted', sub, this.now()));
    return sub;
  }

  private reply(response: ServerResponse, status: number, body: object): void {
    response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
    response.end(JSON.stringify(body));
  }

  // ---- test helpers: the customer's side of Stripe Checkout, and Stripe's webhooks ----

  private session(id: string): FakeSession {
    const found = this.sessions.get(id);
    if (!found) throw new Error(`fake stripe: no session ${id}`);
    if (found.status !== 'open') throw new Error(`fake stripe: session ${id} is ${found.status}`);
    return found;
  }

  /** The customer pays: for a subscription Stripe starts it and bills the first period. */
  async completeSession(id: string): Promise<Delivery[]> {
    const session = this.session(id);
    const now = this.now();
    Object.assign(session, { status: 'complete', payment_status: 'paid' });
    if (session.mode === 'payment') {
      session.payment_intent = newId('pi');
      return this.sendAll([event('checkout.session.completed', publicSession(session), now)]);
    }
    const sub = subscription(session, now);
    const first = invoice(sub, session, 'paid', now);
    this.subscriptions.set(sub.id, sub);
    Object.assign(session, { subscription: sub.id, invoice: first.id, customer: sub.customer });
    // Stripe does not promise an order; this is a common one (and subscription.created is ignored).
    return this.sendAll([event('customer.subscription.created', sub, now), event('invoice.paid', first, now), event('checkout.session.completed', publicSession(session), now)]);
  }

  /** The customer never paid and the session lapsed (or its delayed payment failed). */
  async expireSession(id: string): Promise<Delivery[]> {
    const session = this.session(id);
    Object.assign(session, { status: 'expired', url: null });
    return this.sendAll([event('checkout.session.expired', publicSession(session), this.now())]);
  }

  /** A renewal whose card is declined: the invoice stays open and the subscription is past due. */
  async failRenewal(subscriptionId: string): Promise<Delivery[]> {
    const sub = this.subscription(subscriptionId);
    const session = [...this.sessions.values()].find((s) => s.subscription === sub.id);
    if (!session) throw new Error(`fake stripe: no session for ${subscriptionId}`);
    sub.status = 'past_due';
    return this.sendAll([event('invoice.payment_failed', invoice(sub, session, 'open', this.now()), this.now())]);
  }

  /** Signs and POSTs one event body (any JSON: tests also send forged or foreign ones). */
  async deliver(body: string, signature = stripeSignature(this.options.webhookSecret, body, unix(this.now()))): Promise<Delivery> {
    if (!this.options.webhookUrl) throw new Error('fake stripe: no webhook url (deliverTo)');
    const response = await fetch(this.options.webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature }, body });
    const parsed = JSON.parse(body) as { id?: string; type?: string };
    const delivery = { id: parsed.id ?? '', type: parsed.type ?? '', payload: body, status: response.status, body: await response.text() };
    this.deliveries.push(delivery);
    return delivery;
  }

  /** Events leave after the API call that caused them has answered, one at a time, in order. */
  private send(payload: object): Promise<Delivery> {
    const next = this.pending.then(() => this.deliver(JSON.stringify(payload)));
    this.pending = next.catch(() => undefined);
    return next;
  }

  private sendAll(payloads: object[]): Promise<Delivery[]> {
    return Promise.all(payloads.map((payload) => this.send(payload)));
  }
}
