export const receipts = {} as const;
