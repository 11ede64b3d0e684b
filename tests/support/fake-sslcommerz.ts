/**
 * A small local stand-in for SSLCommerz on 127.0.0.1, with its field names and statuses: the session API
 * (POST /gwprocess/v4/api.php), a hosted checkout page with Pay, Fail and Cancel buttons that sends the browser back
 * to the store's success, fail or cancel address (a form post, as the real page does) and sends the store's IPN, and
 * the validation API (GET /validator/api/validationserverAPI.php), and the refund API (GET
 * /validator/api/merchantTransIDvalidationAPI.php: bank_tran_id, refund_amount, refund_remarks start a refund;
 * refund_ref_id asks where it stands). Switchable to be down, slow or forging.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_STORE_ID = 'lakeview0test';
export const FAKE_STORE_PASSWORD = 'lakeview0test@ssl';

/** normal; down: every call answered 503; slow: no answer for `slowMs`; reset: the connection dropped. */
export type FakeGatewayMode = 'normal' | 'down' | 'slow' | 'reset';

interface Session {
  readonly key: string;
  readonly tranId: string;
  readonly amount: string;
  readonly currency: string;
  readonly urls: { success: string; fail: string; cancel: string; ipn: string };
  readonly form: Record<string, string>;
  outcome?: 'success' | 'fail' | 'cancel';
  valId?: string;
  bankTranId?: string;
  validations: number;
}

/** A refund the fake accepted: one a payment, however many times it is asked. */
export interface FakeRefund {
  readonly refundRefId: string;
  readonly bankTranId: string;
  readonly tranId: string;
  readonly amount: string;
  readonly remarks: string;
  /** How many times the refund was asked for. */
  asked: number;
  /** processing until the test says the gateway made it (refunded). */
  status: 'processing' | 'refunded' | 'cancelled';
}

/** What the validation API says instead of the truth, for a forged payment. */
export interface Forgery {
  status?: string;
  tran_id?: string;
  amount?: string;
  currency?: string;
  risk_level?: string;
}

export interface FakeSslCommerz {
  readonly url: string;
  /** What the session API meets. */
  sessionMode: FakeGatewayMode;
  /** What the validation API meets. */
  validationMode: FakeGatewayMode;
  slowMs: number;
  /** When set, the validation API answers these fields instead of the truth. */
  forge: Forgery | undefined;
  /** When the hosted page sends the IPN: before the browser goes back, after it, or never. */
  ipn: 'before' | 'after' | 'never';
  /** The instrument the payer chose on the hosted page. */
  cardType: string;
  /** Every session asked for, by tran_id: the fields the store sent. */
  session(tranId: string): Readonly<Session> | undefined;
  /** How many times the validation API was asked about the payment. */
  validationsOf(tranId: string): number;
  /** What the refund API meets. */
  refundMode: FakeGatewayMode;
  /** The refund asked for the payment, if any. */
  refundOf(tranId: string): FakeRefund | undefined;
  /**
   * What the hosted page's button does, without a browser: the payment succeeds, fails or is cancelled, and the
   * fields the gateway posts to the store's address are answered (with a val_id on success).
   */
  complete(tranId: string, outcome: 'success' | 'fail' | 'cancel'): Record<string, string>;
  /** Sends the store's IPN for the payment as the gateway does, and answers the store's reply. */
  sendIpn(tranId: string, fields?: Record<string, string>): Promise<{ status: number; body: unknown }>;
  close(): Promise<void>;
}

const readForm = async (req: IncomingMessage): Promise<Record<string, string>> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
};

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** An HTML page that posts `fields` to `action` at once, as the real gateway sends the browser back. */
const autoPost = (action: string, fields: Record<string, string>) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Returning to the store</title></head><body>` +
  `<form id="back" method="post" action="${escape(action)}">` +
  Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${escape(k)}" value="${escape(v)}">`)
    .join('') +
  `<noscript><button type="submit">Continue</button></noscript></form>` +
  `<script>document.getElementById('back').submit()</script></body></html>`;

export async function startFakeSslCommerz(): Promise<FakeSslCommerz> {
  const sessions = new Map<string, Session>();
  const byKey = new Map<string, Session>();
  const byValId = new Map<string, Session>();
  const refunds = new Map<string, FakeRefund>();

  const fieldsOf = (s: Session): Record<string, string> => {
    const status = s.outcome === 'success' ? 'VALID' : s.outcome === 'fail' ? 'FAILED' : 'CANCELLED';
    return {
      tran_id: s.tranId,
      ...(s.valId ? { val_id: s.valId } : {}),
      amount: s.amount,
      card_type: s.outcome === 'success' ? fake.cardType : '',
      store_amount: s.amount,
      currency: s.currency,
      status,
      tran_date: new Date().toISOString().slice(0, 19).replace('T', ' '),
      store_id: FAKE_STORE_ID,
      risk_level: '0',
      risk_title: 'Safe',
    };
  };

  const complete = (tranId: string, outcome: 'success' | 'fail' | 'cancel') => {
    const s = sessions.get(tranId);
    if (!s) throw new Error(`no session for ${tranId}`);
    s.outcome = outcome;
    if (outcome === 'success' && !s.valId) {
      s.valId = `${Date.now().toString().slice(-6)}${randomUUID().replace(/-/g, '').slice(0, 14)}`;
      s.bankTranId = `${Date.now().toString().slice(-8)}${randomUUID().replace(/-/g, '').slice(0, 8)}`;
      byValId.set(s.valId, s);
    }
    return fieldsOf(s);
  };

  const sendIpn = async (tranId: string, fields?: Record<string, string>) => {
    const s = sessions.get(tranId);
    if (!s) throw new Error(`no session for ${tranId}`);
    const res = await fetch(s.urls.ipn, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields ?? fieldsOf(s)),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      /* the text as it came */
    }
    return { status: res.status, body };
  };

  /** A fault when the mode says so; true when the request was dealt with. */
  const fault = async (mode: FakeGatewayMode, req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    if (mode === 'down') {
      json(res, 503, { status: 'FAILED', failedreason: 'Service unavailable' });
      return true;
    }
    if (mode === 'reset') {
      req.socket.destroy();
      return true;
    }
    if (mode === 'slow') await new Promise((r) => setTimeout(r, fake.slowMs));
    return false;
  };

  const page = (s: Session) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
    `<title>SSLCommerz (fake) checkout</title></head><body><main><h1>Fake SSLCommerz checkout</h1>` +
    `<p>Pay <strong>${escape(s.amount)} ${escape(s.currency)}</strong> to ${escape(FAKE_STORE_ID)} (${escape(s.tranId)})</p>` +
    (['success', 'fail', 'cancel'] as const)
      .map(
        (outcome) =>
          `<form method="post" action="/gwprocess/v4/outcome?SESSIONKEY=${escape(s.key)}&amp;outcome=${outcome}">` +
          `<button type="submit">${outcome === 'success' ? 'Pay' : outcome === 'fail' ? 'Fail' : 'Cancel'}</button></form>`,
      )
      .join('') +
    `</main></body></html>`;

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://fake.sslcommerz');
      if (req.method === 'POST' && url.pathname === '/gwprocess/v4/api.php') {
        if (await fault(fake.sessionMode, req, res)) return;
        const form = await readForm(req);
        if (form.store_id !== FAKE_STORE_ID || form.store_passwd !== FAKE_STORE_PASSWORD)
          return json(res, 200, { status: 'FAILED', failedreason: 'Store Credential Error Or Store is De-active' });
        const missing = [
          'total_amount',
          'currency',
          'tran_id',
          'success_url',
          'fail_url',
          'cancel_url',
          'cus_name',
          'cus_email',
          'cus_phone',
        ].filter((k) => !form[k]);
        if (missing.length > 0)
          return json(res, 200, { status: 'FAILED', failedreason: `Missing: ${missing.join(', ')}` });
        const key = randomUUID().replace(/-/g, '').toUpperCase();
        const s: Session = {
          key,
          tranId: form.tran_id!,
          amount: form.total_amount!,
          currency: form.currency!,
          urls: { success: form.success_url!, fail: form.fail_url!, cancel: form.cancel_url!, ipn: form.ipn_url ?? '' },
          form,
          validations: 0,
        };
        sessions.set(s.tranId, s);
        byKey.set(key, s);
        return json(res, 200, {
          status: 'SUCCESS',
          failedreason: '',
          sessionkey: key,
          GatewayPageURL: `${fake.url}/gwprocess/v4/gw.php?Q=pay&SESSIONKEY=${key}`,
        });
      }
      if (req.method === 'GET' && url.pathname === '/gwprocess/v4/gw.php') {
        const s = byKey.get(url.searchParams.get('SESSIONKEY') ?? '');
        if (!s) return json(res, 404, { status: 'FAILED', failedreason: 'Invalid session' });
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(page(s));
      }
      if (req.method === 'POST' && url.pathname === '/gwprocess/v4/outcome') {
        const s = byKey.get(url.searchParams.get('SESSIONKEY') ?? '');
        const outcome = url.searchParams.get('outcome');
        if (!s || (outcome !== 'success' && outcome !== 'fail' && outcome !== 'cancel'))
          return json(res, 404, { status: 'FAILED', failedreason: 'Invalid session' });
        const fields = complete(s.tranId, outcome);
        if (outcome === 'success' && fake.ipn === 'before') await sendIpn(s.tranId).catch(() => undefined);
        if (outcome === 'success' && fake.ipn === 'after')
          setTimeout(() => void sendIpn(s.tranId).catch(() => undefined), 300);
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(autoPost(s.urls[outcome], fields));
      }
      if (req.method === 'GET' && url.pathname === '/validator/api/validationserverAPI.php') {
        if (await fault(fake.validationMode, req, res)) return;
        const q = url.searchParams;
        if (q.get('store_id') !== FAKE_STORE_ID || q.get('store_passwd') !== FAKE_STORE_PASSWORD)
          return json(res, 200, { status: 'INVALID_TRANSACTION', error: 'Store Credential Error' });
        const s = byValId.get(q.get('val_id') ?? '');
        if (s) s.validations += 1;
        if (!s || s.outcome !== 'success') return json(res, 200, { status: 'INVALID_TRANSACTION' });
        const truth = {
          status: s.validations === 1 ? 'VALID' : 'VALIDATED',
          tran_date: new Date().toISOString().slice(0, 19).replace('T', ' '),
          tran_id: s.tranId,
          val_id: s.valId,
          amount: s.amount,
          store_amount: s.amount,
          currency: s.currency,
          card_type: fake.cardType,
          bank_tran_id: s.bankTranId,
          risk_level: '0',
          risk_title: 'Safe',
        };
        return json(res, 200, { ...truth, ...fake.forge });
      }
      if (req.method === 'GET' && url.pathname === '/validator/api/merchantTransIDvalidationAPI.php') {
        if (await fault(fake.refundMode, req, res)) return;
        const q = url.searchParams;
        if (q.get('store_id') !== FAKE_STORE_ID || q.get('store_passwd') !== FAKE_STORE_PASSWORD)
          return json(res, 200, { APIConnect: 'INVALID_REQUEST', errorReason: 'Store Credential Error' });
        const refId = q.get('refund_ref_id');
        if (refId !== null) {
          const r = [...refunds.values()].find((x) => x.refundRefId === refId);
          if (!r) return json(res, 200, { APIConnect: 'DONE', status: 'failed', errorReason: 'Invalid refund_ref_id' });
          return json(res, 200, {
            APIConnect: 'DONE',
            bank_tran_id: r.bankTranId,
            tran_id: r.tranId,
            refund_ref_id: r.refundRefId,
            initiated_on: new Date().toISOString().slice(0, 19).replace('T', ' '),
            refunded_on: r.status === 'refunded' ? new Date().toISOString().slice(0, 19).replace('T', ' ') : '',
            status: r.status,
            errorReason: '',
          });
        }
        const bank = q.get('bank_tran_id') ?? '';
        const s = [...sessions.values()].find((x) => x.bankTranId !== undefined && x.bankTranId === bank);
        const amount = q.get('refund_amount') ?? '';
        const remarks = q.get('refund_remarks') ?? '';
        if (!s || s.outcome !== 'success')
          return json(res, 200, { APIConnect: 'DONE', status: 'failed', errorReason: 'Invalid bank_tran_id' });
        if (!remarks) return json(res, 200, { APIConnect: 'DONE', status: 'failed', errorReason: 'Remarks required' });
        if (Number(amount) <= 0 || Number(amount) > Number(s.amount))
          return json(res, 200, { APIConnect: 'DONE', status: 'failed', errorReason: 'Invalid refund_amount' });
        const r = refunds.get(s.tranId) ?? {
          refundRefId: `RF${randomUUID().replace(/-/g, '').slice(0, 16)}`,
          bankTranId: bank,
          tranId: s.tranId,
          amount,
          remarks,
          asked: 0,
          status: 'processing' as const,
        };
        r.asked += 1;
        refunds.set(s.tranId, r);
        return json(res, 200, {
          APIConnect: 'DONE',
          bank_tran_id: bank,
          trans_id: s.tranId,
          refund_ref_id: r.refundRefId,
          status: 'success',
          errorReason: '',
        });
      }
      json(res, 404, { status: 'FAILED', failedreason: 'Not found' });
    } catch (error) {
      if (!res.headersSent) json(res, 500, { status: 'FAILED', failedreason: String(error) });
    }
  });
  server.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const fake: FakeSslCommerz = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sessionMode: 'normal',
    validationMode: 'normal',
    slowMs: 2_000,
    forge: undefined,
    ipn: 'never',
    cardType: 'BKASH-BKash',
    session: (tranId) => sessions.get(tranId),
    validationsOf: (tranId) => sessions.get(tranId)?.validations ?? 0,
    refundMode: 'normal',
    refundOf: (tranId) => refunds.get(tranId),
    complete,
    sendIpn,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
