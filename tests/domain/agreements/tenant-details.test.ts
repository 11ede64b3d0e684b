import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bangladeshiMobile,
  detailsGiven,
  HOUSEHOLD_MAX,
  nidNumber,
  TENANT_DETAILS_RULES as RULES,
  tenantDetails,
  westernDigits,
  type TenantDetailsInput,
} from '../../../domain/agreements/tenant-details.ts';
import { DomainError } from '../../../domain/shared/errors.ts';
import { TENANT_FORM, TENANT_KEPT } from '../../support/tenant-details.ts';

/** The refusal's fields, or none when the details were taken. */
function fieldsOf(input: TenantDetailsInput): Record<string, string> {
  try {
    tenantDetails(input);
    return {};
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe('VALIDATION.INVALID_INPUT');
    return { ...(error as DomainError).fields };
  }
}

const operator = fc.constantFrom(...'3456789');
const eightDigits = fc.stringMatching(/^\d{8}$/);

describe('tenant details', () => {
  it('keeps the details tidied: phones as 01XXXXXXXXX, ages as numbers, spaces collapsed', () => {
    expect(tenantDetails(TENANT_FORM)).toEqual(TENANT_KEPT);
    expect(tenantDetails({ ...TENANT_FORM, fatherName: '  Abdul   Karim ' }).fatherName).toBe('Abdul Karim');
  });

  it('leaves out an empty previous landlord, and takes no household at all', () => {
    const kept = tenantDetails({ ...TENANT_FORM, previousLandlordName: ' ', previousLandlordPhone: '', household: [] });
    expect(kept).not.toHaveProperty('previousLandlordName');
    expect(kept).not.toHaveProperty('previousLandlordPhone');
    expect(kept.household).toEqual([]);
    expect(tenantDetails({ ...TENANT_FORM, household: undefined }).household).toEqual([]);
  });

  it('names every missing field at once, in the rules’ words', () => {
    expect(fieldsOf({})).toEqual({
      phone: RULES.phone,
      nid: RULES.nid,
      fatherName: RULES.fatherName,
      permanentAddress: RULES.permanentAddress,
      previousAddress: RULES.previousAddress,
      emergencyName: RULES.emergencyName,
      emergencyRelation: RULES.emergencyRelation,
      emergencyPhone: RULES.emergencyPhone,
    });
  });

  it('takes any Bangladeshi mobile number, with +88, 88 or nothing before it, and Bengali digits', () => {
    fc.assert(
      fc.property(operator, eightDigits, fc.constantFrom('', '+88', '88', '+88 '), (op, rest, prefix) => {
        expect(bangladeshiMobile(`${prefix}01${op}${rest}`)).toBe(`01${op}${rest}`);
      }),
    );
    expect(bangladeshiMobile('০১৭১২৩৪৫৬৭৮')).toBe('01712345678');
    expect(bangladeshiMobile('017-1234 5678')).toBe('01712345678');
  });

  it('refuses numbers that are not Bangladeshi mobiles', () => {
    for (const phone of ['01212345678', '0171234567', '017123456789', '+8701712345678', '1712345678', 'phone', ''])
      expect(bangladeshiMobile(phone), phone).toBeUndefined();
    expect(fieldsOf({ ...TENANT_FORM, phone: '01212345678', emergencyPhone: 'x' })).toEqual({
      phone: RULES.phone,
      emergencyPhone: RULES.emergencyPhone,
    });
    expect(fieldsOf({ ...TENANT_FORM, previousLandlordPhone: '123' })).toEqual({
      previousLandlordPhone: RULES.previousLandlordPhone,
    });
  });

  it('takes an NID of exactly 10, 13 or 17 digits and no other length', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 25 }), fc.stringMatching(/^\d{25}$/), (length, digits) => {
        const nid = digits.slice(0, length);
        expect(nidNumber(nid)).toBe([10, 13, 17].includes(length) ? nid : undefined);
      }),
    );
    expect(nidNumber('1990 1234 56789')).toBe('1990123456789');
    expect(nidNumber('199012345678a')).toBeUndefined();
  });

  it('names each bad household row by its place and field', () => {
    const household = [
      { name: 'Shirin', relation: 'Wife', age: 31 },
      { name: '', relation: 'Son', age: '1.5' },
      { name: 'Rina', relation: ' ', age: 121 },
      { name: 'Tuhin', relation: 'Son', age: 2.5 },
    ];
    expect(fieldsOf({ ...TENANT_FORM, household })).toEqual({
      'household.1.name': RULES.householdName,
      'household.1.age': RULES.householdAge,
      'household.2.relation': RULES.householdRelation,
      'household.2.age': RULES.householdAge,
      'household.3.age': RULES.householdAge,
    });
    expect(
      tenantDetails({ ...TENANT_FORM, household: [{ name: 'Rafi', relation: 'ছেলে', age: '১২' }] }).household,
    ).toEqual([{ name: 'Rafi', relation: 'ছেলে', age: 12 }]);
    expect(fieldsOf({ ...TENANT_FORM, household: [{ name: 'Rafi', relation: 'Son' }] })).toEqual({
      'household.0.age': RULES.householdAge,
    });
  });

  it('takes 0 to 15 household members of any whole age to 120, and refuses a 16th', () => {
    const row = fc.record({ name: fc.constant('Member'), relation: fc.constant('Cousin'), age: fc.nat(120) });
    fc.assert(
      fc.property(fc.array(row, { maxLength: HOUSEHOLD_MAX }), (household) => {
        expect(tenantDetails({ ...TENANT_FORM, household }).household).toEqual(household);
      }),
    );
    const sixteen = Array.from({ length: HOUSEHOLD_MAX + 1 }, () => ({ name: 'M', relation: 'R', age: 1 }));
    expect(fieldsOf({ ...TENANT_FORM, household: sixteen })).toEqual({ household: RULES.household });
  });

  it('refuses text past its length, and a landlord’s name past its length', () => {
    const long = 'a'.repeat(301);
    expect(
      fieldsOf({
        ...TENANT_FORM,
        permanentAddress: long,
        previousAddress: long,
        fatherName: long,
        previousLandlordName: long,
        emergencyRelation: long,
      }),
    ).toEqual({
      fatherName: RULES.fatherName,
      permanentAddress: RULES.permanentAddress,
      previousAddress: RULES.previousAddress,
      previousLandlordName: RULES.previousLandlordName,
      emergencyRelation: RULES.emergencyRelation,
    });
  });

  it('counts details as given when any of their fields is', () => {
    expect(detailsGiven({})).toBe(false);
    expect(detailsGiven({ household: [] })).toBe(true);
    expect(detailsGiven({ nid: '' })).toBe(true);
  });

  it('reads Bengali digits as digits and leaves other text alone', () => {
    expect(westernDigits('বাড়ি ১২, রোড ৫')).toBe('বাড়ি 12, রোড 5');
  });
});
