export const payments = {} as const;
