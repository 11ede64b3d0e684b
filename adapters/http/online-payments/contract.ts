/** The online gateway's routes (SSLCommerz: bKash, Nagad and cards on one hosted checkout): what they take and answer. */
import { z } from 'zod';
import { PAYING_RULES } from '../../../domain/ledger/paying.ts';
import { LEDGER_RULES } from '../../../domain/ledger/writing.ts';
import { ONLINE_PAYMENT_STATES } from '../../../domain/online-payments/online-payment.ts';

/** Where the gateway brings the browser back and sends its notices. */
export const GATEWAY_PATHS = {
  success: '/api/online-payments/gateway/success',
  fail: '/api/online-payments/gateway/fail',
  cancel: '/api/online-payments/gateway/cancel',
  ipn: '/api/online-payments/gateway/ipn',
} as const;

/** The web app's page that says what became of an online payment. */
export const onlinePaymentPage = (tranId: string) =>
  `/dashboard/my-account/online-payment/${encodeURIComponent(tranId)}`;

export const startOnlinePaymentBody = z.object({
  /** What the client shows as owed; a server that prices it otherwise refuses (409 PAYMENT.AMOUNT_MISMATCH). */
  amount: z.number({ error: LEDGER_RULES.amount }).optional(),
  forCharge: z.string({ error: PAYING_RULES.forCharge }).max(200, PAYING_RULES.forCharge).optional(),
});

export const onlinePaymentStartedSchema = z.strictObject({
  tranId: z.string(),
  /** The gateway's hosted checkout, where the browser goes next. */
  pageUrl: z.string(),
  /** Taka. */
  amount: z.number(),
});
export type OnlinePaymentStartedDto = z.infer<typeof onlinePaymentStartedSchema>;

export const tranIdParam = z.object({ tranId: z.string().min(1).max(64) });

export const onlinePaymentSchema = z.strictObject({
  tranId: z.string(),
  state: z.enum(ONLINE_PAYMENT_STATES),
  /** Taka. */
  amount: z.number(),
  forCharge: z.string().nullable(),
  /** Once paid: the receipt of the payment in the books. */
  receiptNumber: z.number().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type OnlinePaymentDto = z.infer<typeof onlinePaymentSchema>;

/** What the gateway's notice is answered. */
export const gatewayNoticeSchema = z.strictObject({ tranId: z.string(), state: z.enum(ONLINE_PAYMENT_STATES) });

/** The fields of the gateway's posts this server reads (it posts many more). */
export const gatewayPostFields = z.object({
  tran_id: z.string({ error: 'tran_id is required' }).min(1, 'tran_id is required').max(64),
  val_id: z.string().max(128).optional(),
  status: z.string().max(64).optional(),
});
export type GatewayPost = z.infer<typeof gatewayPostFields>;
