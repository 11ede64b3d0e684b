import type { receipts as english } from '../en/receipts.ts';

export const receipts: Record<keyof typeof english, string> = {};
