import { describe, expect, it } from 'vitest';
import { DomainError, isDomainError } from '../../../domain/shared/errors.ts';

describe('DomainError', () => {
  it('carries its stable code and message', () => {
    const error = new DomainError('PAYMENT.MONTH_ALREADY_PAID', 'Payment for this month already exists!');
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'DomainError',
      code: 'PAYMENT.MONTH_ALREADY_PAID',
      message: 'Payment for this month already exists!',
    });
  });

  it('is told apart from other errors', () => {
    expect(isDomainError(new DomainError('USER.NOT_FOUND', 'x'))).toBe(true);
    expect(isDomainError(new Error('x'))).toBe(false);
    expect(isDomainError({ code: 'USER.NOT_FOUND' })).toBe(false);
  });
});
