/**
 * SSLCommerz, Bangladesh's payment gateway (bKash, Nagad and cards on one hosted checkout), over its HTTP API: the
 * session that opens the checkout (POST /gwprocess/v4/api.php) and the validation service that says what became of a
 * payment (GET /validator/api/validationserverAPI.php), and the refund API (GET
 * /validator/api/merchantTransIDvalidationAPI.php: asked with bank_tran_id and refund_amount to start a refund, with
 * refund_ref_id to say where one stands). Every call is bounded in time: a gateway that does not answer
 * is PAYMENT.PROVIDER_FAILED, never a request left hanging.
 */
import type { CheckoutRequest, OnlineGateway, RefundRequest } from '../../application/online-payments/ports.ts';
import {
  gatewayAmount,
  ONLINE_CURRENCY,
  type GatewayValidation,
  type RefundProgress,
} from '../../domain/online-payments/online-payment.ts';
import { DomainError } from '../../domain/shared/errors.ts';

export const SSLCOMMERZ_SANDBOX_URL = 'https://sandbox.sslcommerz.com';
export const SSLCOMMERZ_LIVE_URL = 'https://securepay.sslcommerz.com';

export interface SslCommerzSettings {
  readonly storeId: string;
  readonly storePassword: string;
  /** The gateway's address: the sandbox's, the live one's, or a test's own. */
  readonly baseUrl: string;
  /** Where the gateway sends the browser back and its notices (our public addresses). */
  readonly callbacks: {
    readonly success: string;
    readonly fail: string;
    readonly cancel: string;
    readonly ipn: string;
  };
  /** How long a call may take before the gateway counts as unreachable. */
  readonly timeoutMs?: number;
}

/** The gateway requires a phone; a member who gave none is sent as this, which it accepts and a person reads. */
export const NO_PHONE = 'Not given';

const failed = (what: string) => new DomainError('PAYMENT.PROVIDER_FAILED', what);

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

export class SslCommerzGateway implements OnlineGateway {
  private readonly base: string;

  constructor(private readonly settings: SslCommerzSettings) {
    this.base = settings.baseUrl.replace(/\/+$/, '');
  }

  private async call(url: string, init: RequestInit, what: string): Promise<Record<string, unknown>> {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(this.settings.timeoutMs ?? 15_000) });
    } catch {
      throw failed(`The payment gateway could not be reached to ${what}; try again in a few minutes`);
    }
    if (!response.ok) throw failed(`The payment gateway answered ${response.status} when asked to ${what}`);
    try {
      const body: unknown = await response.json();
      if (typeof body !== 'object' || body === null) throw new Error('not an object');
      return body as Record<string, unknown>;
    } catch {
      throw failed(`The payment gateway gave an answer that could not be read when asked to ${what}`);
    }
  }

  async openCheckout(request: CheckoutRequest): Promise<{ pageUrl: string }> {
    const { storeId, storePassword, callbacks } = this.settings;
    const form = new URLSearchParams({
      store_id: storeId,
      store_passwd: storePassword,
      total_amount: gatewayAmount(request.amount),
      currency: ONLINE_CURRENCY,
      tran_id: request.tranId,
      success_url: callbacks.success,
      fail_url: callbacks.fail,
      cancel_url: callbacks.cancel,
      ipn_url: callbacks.ipn,
      cus_name: request.customer.name,
      cus_email: request.customer.email,
      cus_add1: request.customer.address,
      cus_city: 'Dhaka',
      cus_country: 'Bangladesh',
      cus_phone: request.customer.phone ?? NO_PHONE,
      shipping_method: 'NO',
      num_of_item: '1',
      product_name: request.product,
      product_category: 'Housing',
      product_profile: 'non-physical-goods',
    });
    const answer = await this.call(
      `${this.base}/gwprocess/v4/api.php`,
      { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form },
      'open the checkout',
    );
    const pageUrl = text(answer.GatewayPageURL);
    if (text(answer.status) !== 'SUCCESS' || !/^https?:\/\//.test(pageUrl))
      throw failed(
        `The payment gateway refused to open the checkout: ${text(answer.failedreason) || 'no reason given'}`,
      );
    return { pageUrl };
  }

  async validate(valId: string): Promise<GatewayValidation> {
    const query = new URLSearchParams({
      val_id: valId,
      store_id: this.settings.storeId,
      store_passwd: this.settings.storePassword,
      format: 'json',
    });
    const answer = await this.call(
      `${this.base}/validator/api/validationserverAPI.php?${query}`,
      { method: 'GET' },
      'confirm the payment',
    );
    return {
      status: text(answer.status),
      tranId: text(answer.tran_id),
      amount: text(answer.amount),
      currency: text(answer.currency),
      riskLevel: text(answer.risk_level),
      cardType: text(answer.card_type),
      bankTranId: text(answer.bank_tran_id),
    };
  }

  private refundApi(fields: Record<string, string>, what: string) {
    const query = new URLSearchParams({
      ...fields,
      store_id: this.settings.storeId,
      store_passwd: this.settings.storePassword,
      format: 'json',
    });
    return this.call(`${this.base}/validator/api/merchantTransIDvalidationAPI.php?${query}`, { method: 'GET' }, what);
  }

  async refund(request: RefundRequest): Promise<{ refundRefId: string } | { refused: string }> {
    const answer = await this.refundApi(
      {
        bank_tran_id: request.bankTranId,
        refund_amount: gatewayAmount(request.amount),
        refund_remarks: request.remarks.slice(0, 255),
        refe_id: request.reference,
      },
      'refund the payment',
    );
    const refundRefId = text(answer.refund_ref_id);
    // The API answered (APIConnect DONE) and took the refund (success, or processing already).
    if (text(answer.APIConnect) === 'DONE' && refundRefId && text(answer.status) !== 'failed') return { refundRefId };
    return { refused: text(answer.errorReason) || text(answer.APIConnect) || 'no reason given' };
  }

  async refundStatus(refundRefId: string): Promise<{ progress: RefundProgress | 'unknown'; note: string }> {
    const answer = await this.refundApi({ refund_ref_id: refundRefId }, 'say where the refund stands');
    const status = text(answer.status);
    const progress = status === 'refunded' || status === 'processing' || status === 'cancelled' ? status : 'unknown';
    return {
      progress: text(answer.APIConnect) === 'DONE' ? progress : 'unknown',
      note: text(answer.errorReason) || status,
    };
  }
}
