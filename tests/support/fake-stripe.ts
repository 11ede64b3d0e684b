/**
 * A small local stand-in for the few Stripe API routes the Stripe adapter calls, reached through the SDK's
 * host/port/protocol options: form-encoded bodies, Stripe-shaped objects and errors, Idempotency-Key
 * replay, and switchable faults (500, no answer, connection reset). Saved cards too: customers, SetupIntents a test
 * "browser" confirms with one of Stripe's test cards, and off-session charges that succeed, are declined or ask for
 * authentication as that card does. Loopback only.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeStripeMode = 'normal' | 'error500' | 'hang' | 'reset';

interface FakeIntent {
  id: string;
  amount: number;
  currency: string;
  status: 'requires_payment_method' | 'succeeded' | 'canceled';
  clientSecret: string;
  metadata: Record<string, string>;
  chargeId: string | null;
  amountRefunded: number;
}

interface FakeSetup {
  id: string;
  customer: string;
  status: 'requires_payment_method' | 'succeeded';
  clientSecret: string;
  metadata: Record<string, string>;
  paymentMethod: string | null;
}

/** What an off-session charge of a saved test card does (Stripe's test numbers). */
const ON_CHARGE: Readonly<Record<string, 'ok' | 'decline' | 'auth'>> = {
  '4242424242424242': 'ok',
  '4000000000000341': 'decline',
  '4000002760003184': 'auth',
};

type Form = Record<string, string | Record<string, string>>;
interface Answer {
  status: number;
  body: unknown;
}

export interface FakeStripe {
  readonly port: number;
  /** What every following request meets. */
  mode: FakeStripeMode;
  /** Each request as it arrived, faulty ones included. */
  readonly requests: { method: string; path: string; idempotencyKey?: string }[];
  /** What a browser confirming a good card through Stripe.js does. */
  succeed(intentId: string): void;
  intent(intentId: string): Readonly<FakeIntent> | undefined;
  /** How many refunds were actually made for the intent (replays of a key make none). */
  refundsFor(intentId: string): number;
  /** What a browser confirming a SetupIntent with a test card through Stripe.js does: the card is saved. */
  confirmSetup(setupIntentId: string, cardNumber: string): void;
  /** The customers made, by id, with the email each was made for. */
  readonly customers: ReadonlyMap<string, string>;
  close(): Promise<void>;
}

export const FAKE_SECRET_KEY = 'sk_test_fake_lakeview';

export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, FakeIntent>();
  const setups = new Map<string, FakeSetup>();
  const customers = new Map<string, string>();
  const methods = new Map<string, { behaviour: 'ok' | 'decline' | 'auth'; last4: string }>();
  const refunds: { id: string; paymentIntent: string; amount: number }[] = [];
  const replies = new Map<string, { route: string; form: string; answer: Answer }>();
  const requests: FakeStripe['requests'] = [];
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_fake${String(++counter).padStart(6, '0')}`;

  const intentJson = (intent: FakeIntent, expand: string[]) => ({
    id: intent.id,
    object: 'payment_intent',
    amount: intent.amount,
    amount_received: intent.status === 'succeeded' ? intent.amount : 0,
    currency: intent.currency,
    status: intent.status,
    client_secret: intent.clientSecret,
    metadata: intent.metadata,
    livemode: false,
    latest_charge: !intent.chargeId
      ? null
      : expand.includes('latest_charge')
        ? {
            id: intent.chargeId,
            object: 'charge',
            amount: intent.amount,
            amount_refunded: intent.amountRefunded,
            refunded: intent.amountRefunded >= intent.amount,
            payment_intent: intent.id,
          }
        : intent.chargeId,
  });

  const setupJson = (setup: FakeSetup, expand: string[]) => {
    const method = setup.paymentMethod ? methods.get(setup.paymentMethod) : undefined;
    return {
      id: setup.id,
      object: 'setup_intent',
      customer: setup.customer,
      status: setup.status,
      usage: 'off_session',
      client_secret: setup.clientSecret,
      metadata: setup.metadata,
      payment_method:
        !setup.paymentMethod || !method
          ? null
          : expand.includes('payment_method')
            ? {
                id: setup.paymentMethod,
                object: 'payment_method',
                type: 'card',
                card: { brand: 'visa', last4: method.last4 },
              }
            : setup.paymentMethod,
    };
  };

  const createCustomer = (form: Form): Answer => {
    const id = nextId('cus');
    customers.set(id, String(form.email ?? ''));
    return {
      status: 200,
      body: { id, object: 'customer', email: form.email ?? null, metadata: asRecord(form.metadata) },
    };
  };

  const createSetup = (form: Form): Answer => {
    const customer = String(form.customer ?? '');
    if (!customers.has(customer)) return missing('customer', customer);
    if (form.usage !== 'off_session') return invalid('usage', 'This test stands in for off-session setups only.');
    const id = nextId('seti');
    const setup: FakeSetup = {
      id,
      customer,
      status: 'requires_payment_method',
      clientSecret: `${id}_secret_fake`,
      metadata: asRecord(form.metadata),
      paymentMethod: null,
    };
    setups.set(id, setup);
    return { status: 200, body: setupJson(setup, []) };
  };

  const cardError = (code: string, message: string, intent: FakeIntent): Answer => ({
    status: 402,
    body: {
      error: {
        type: 'card_error',
        code,
        message,
        ...(code === 'card_declined' ? { decline_code: 'generic_decline' } : {}),
        payment_intent: intentJson(intent, []),
      },
    },
  });

  const createIntent = (form: Form): Answer => {
    const amount = Number(form.amount);
    if (!Number.isInteger(amount) || amount < 1)
      return invalid('amount', 'This value must be greater than or equal to 1.');
    if (typeof form.currency !== 'string') return invalid('currency', 'Missing required param: currency.');
    const id = nextId('pi');
    // Like Stripe, an empty metadata value means "no such key".
    const metadata = Object.fromEntries(Object.entries(asRecord(form.metadata)).filter(([, v]) => v !== ''));
    const intent: FakeIntent = {
      id,
      amount,
      currency: form.currency,
      status: 'requires_payment_method',
      clientSecret: `${id}_secret_fake`,
      metadata,
      chargeId: null,
      amountRefunded: 0,
    };
    intents.set(id, intent);
    if (form.off_session === 'true' && form.confirm === 'true') {
      const method = methods.get(String(form.payment_method ?? ''));
      if (!method) return missing('payment_method', String(form.payment_method));
      if (method.behaviour === 'decline') return cardError('card_declined', 'Your card was declined.', intent);
      if (method.behaviour === 'auth')
        return cardError(
          'authentication_required',
          'Your card was declined. This transaction requires authentication.',
          intent,
        );
      intent.status = 'succeeded';
      intent.chargeId = nextId('ch');
    }
    return { status: 200, body: intentJson(intent, []) };
  };

  const createRefund = (form: Form): Answer => {
    const intent = typeof form.payment_intent === 'string' ? intents.get(form.payment_intent) : undefined;
    if (!intent) return missing('payment_intent', String(form.payment_intent));
    if (!intent.chargeId)
      return invalid('payment_intent', 'This PaymentIntent does not have a successful charge to refund.');
    if (intent.amountRefunded >= intent.amount) {
      return {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'charge_already_refunded',
            message: `Charge ${intent.chargeId} has already been refunded.`,
          },
        },
      };
    }
    const refund = { id: nextId('re'), paymentIntent: intent.id, amount: intent.amount - intent.amountRefunded };
    refunds.push(refund);
    intent.amountRefunded = intent.amount;
    return {
      status: 200,
      body: {
        id: refund.id,
        object: 'refund',
        amount: refund.amount,
        payment_intent: intent.id,
        charge: intent.chargeId,
        status: 'succeeded',
      },
    };
  };

  // Only the query shape the adapter sends: metadata['userEmail']:'...' AND status:'...'.
  const search = (query: string): Answer => {
    const match = /^metadata\['userEmail'\]:'((?:[^'\\]|\\.)*)' AND status:'([a-z_]+)'$/.exec(query);
    if (!match) return invalid('query', `Unsupported search query: ${query}`);
    const email = match[1]!.replace(/\\(.)/g, '$1');
    const data = [...intents.values()]
      .filter((i) => i.metadata.userEmail === email && i.status === match[2])
      .map((i) => intentJson(i, []));
    return {
      status: 200,
      body: { object: 'search_result', data, has_more: false, next_page: null, url: '/v1/payment_intents/search' },
    };
  };

  const cancelIntent = (id: string): Answer => {
    const intent = intents.get(id);
    if (!intent) return missing('intent', id);
    if (intent.status !== 'requires_payment_method') {
      return {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
          },
        },
      };
    }
    intent.status = 'canceled';
    return { status: 200, body: intentJson(intent, []) };
  };

  const route = (method: string, path: string, form: Form, query: Form): Answer => {
    if (method === 'POST' && path === '/v1/payment_intents') return createIntent(form);
    if (method === 'POST' && path === '/v1/refunds') return createRefund(form);
    if (method === 'POST' && path === '/v1/customers') return createCustomer(form);
    if (method === 'POST' && path === '/v1/setup_intents') return createSetup(form);
    const setup = /^\/v1\/setup_intents\/([^/]+)$/.exec(path);
    if (method === 'GET' && setup) {
      const found = setups.get(decodeURIComponent(setup[1]!));
      return found
        ? { status: 200, body: setupJson(found, Object.values(asRecord(query.expand))) }
        : missing('setup_intent', decodeURIComponent(setup[1]!));
    }
    if (method === 'GET' && path === '/v1/payment_intents/search') return search(String(query.query ?? ''));
    const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path);
    if (method === 'POST' && cancel) return cancelIntent(decodeURIComponent(cancel[1]!));
    const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === 'GET' && retrieve) {
      const id = decodeURIComponent(retrieve[1]!);
      const intent = intents.get(id);
      return intent
        ? { status: 200, body: intentJson(intent, Object.values(asRecord(query.expand))) }
        : missing('intent', id);
    }
    return {
      status: 404,
      body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` } },
    };
  };

  const server = createServer((req, res) => {
    void handle(req, res);
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const key = header(req, 'idempotency-key');
    requests.push({ method: req.method ?? '', path: url.pathname, ...(key ? { idempotencyKey: key } : {}) });
    if (fake.mode === 'hang') return; // the socket stays open until the client gives up or the fake closes
    if (fake.mode === 'reset') {
      req.socket.resetAndDestroy();
      return;
    }
    const raw = await readBody(req);
    if (fake.mode === 'error500')
      return send(res, { status: 500, body: { error: { type: 'api_error', message: 'An unknown error occurred' } } });
    if (header(req, 'authorization') !== `Bearer ${FAKE_SECRET_KEY}`) {
      return send(res, {
        status: 401,
        body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } },
      });
    }
    if (
      req.headers['content-type'] &&
      req.method === 'POST' &&
      !String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded')
    ) {
      return send(res, invalid('body', 'Expected a form-encoded body'));
    }
    const routeKey = `${req.method} ${url.pathname}`;
    if (req.method === 'POST' && key) {
      const earlier = replies.get(key);
      if (earlier && (earlier.route !== routeKey || earlier.form !== canonical(raw))) {
        return send(res, {
          status: 400,
          body: {
            error: {
              type: 'idempotency_error',
              message:
                'Keys for idempotent requests can only be used with the same parameters they were first used with.',
            },
          },
        });
      }
      if (earlier) return send(res, earlier.answer, { 'idempotent-replayed': 'true' });
    }
    const answer = route(req.method ?? 'GET', url.pathname, parseForm(raw), parseForm(url.searchParams.toString()));
    if (req.method === 'POST' && key) replies.set(key, { route: routeKey, form: canonical(raw), answer });
    send(res, answer);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  const fake: FakeStripe = {
    port: (server.address() as AddressInfo).port,
    mode: 'normal',
    requests,
    succeed(intentId) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`fake Stripe has no intent ${intentId}`);
      if (intent.status === 'succeeded') return;
      // Stripe.js cannot pay a cancelled intent.
      if (intent.status === 'canceled') throw new Error(`fake Stripe intent ${intentId} is cancelled`);
      intent.status = 'succeeded';
      intent.chargeId = nextId('ch');
    },
    intent: (intentId) => intents.get(intentId),
    refundsFor: (intentId) => refunds.filter((r) => r.paymentIntent === intentId).length,
    confirmSetup(setupIntentId, cardNumber) {
      const setup = setups.get(setupIntentId);
      const behaviour = ON_CHARGE[cardNumber];
      if (!setup) throw new Error(`fake Stripe has no setup ${setupIntentId}`);
      // Cards Stripe declines outright are never saved.
      if (!behaviour) throw new Error(`fake Stripe declines ${cardNumber} at setup`);
      const id = nextId('pm');
      methods.set(id, { behaviour, last4: cardNumber.slice(-4) });
      setup.status = 'succeeded';
      setup.paymentMethod = id;
    },
    customers,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}

function send(res: ServerResponse, answer: Answer, headers: Record<string, string> = {}) {
  res.writeHead(answer.status, {
    'content-type': 'application/json',
    'request-id': `req_fake_${Date.now()}`,
    ...headers,
  });
  res.end(JSON.stringify(answer.body));
}

const header = (req: IncomingMessage, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

const invalid = (param: string, message: string): Answer => ({
  status: 400,
  body: { error: { type: 'invalid_request_error', param, message } },
});

const missing = (param: string, id: string): Answer => ({
  status: 404,
  body: {
    error: { type: 'invalid_request_error', code: 'resource_missing', param, message: `No such ${param}: '${id}'` },
  },
});

async function readBody(req: IncomingMessage): Promise<string> {
  let raw = '';
  for await (const chunk of req) raw += String(chunk);
  return raw;
}

/** `a=1&metadata[k]=v&expand[0]=x` -> { a: '1', metadata: { k: 'v' }, expand: { 0: 'x' } }: one level is all the adapter sends. */
function parseForm(raw: string): Form {
  const form: Form = {};
  for (const [name, value] of new URLSearchParams(raw)) {
    const nested = /^([^[]+)\[([^\]]*)\]$/.exec(name);
    if (!nested) {
      form[name] = value;
      continue;
    }
    const [, outer, inner] = nested as unknown as [string, string, string];
    const group = asRecord(form[outer]);
    group[inner] = value;
    form[outer] = group;
  }
  return form;
}

const asRecord = (value: Form[string] | undefined): Record<string, string> => (typeof value === 'object' ? value : {});

/** The same parameters in another order are the same request. */
const canonical = (raw: string) =>
  [...new URLSearchParams(raw)]
    .map(([k, v]) => `${k}=${v}`)
    .sort()
    .join('&');
