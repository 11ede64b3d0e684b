/**
 * Paying through the fake SSLCommerz in server tests: the gateway client pointed at the fake, with return addresses
 * on a test server known only once it listens, and the gateway's posts to the server as the browser or the gateway
 * sends them.
 */
import { SslCommerzGateway } from '../../adapters/sslcommerz/sslcommerz-gateway.ts';
import { GATEWAY_PATHS } from '../../adapters/http/online-payments/contract.ts';
import { FAKE_STORE_ID, FAKE_STORE_PASSWORD, type FakeSslCommerz } from './fake-sslcommerz.ts';

/** The client for the fake gateway; its return addresses lead to `server()`, read when a checkout opens. */
export function fakeGatewayClient(fake: FakeSslCommerz, server: () => string, timeoutMs = 1_000) {
  const at = (path: keyof typeof GATEWAY_PATHS) => () => `${server()}${GATEWAY_PATHS[path]}`;
  const success = at('success');
  const fail = at('fail');
  const cancel = at('cancel');
  const ipn = at('ipn');
  return new SslCommerzGateway({
    storeId: FAKE_STORE_ID,
    storePassword: FAKE_STORE_PASSWORD,
    baseUrl: fake.url,
    timeoutMs,
    callbacks: {
      get success() {
        return success();
      },
      get fail() {
        return fail();
      },
      get cancel() {
        return cancel();
      },
      get ipn() {
        return ipn();
      },
    },
  });
}

/** What the browser does when the hosted page sends it back: posts the gateway's fields, and is redirected. */
export async function browserBack(
  serverUrl: string,
  kind: 'success' | 'fail' | 'cancel',
  fields: Record<string, string>,
): Promise<{ status: number; location: string | null; body: any }> {
  const res = await fetch(`${serverUrl}${GATEWAY_PATHS[kind]}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* the text as it came */
  }
  return { status: res.status, location: res.headers.get('location'), body };
}
