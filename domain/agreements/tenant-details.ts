import { DomainError } from '../shared/errors.ts';

/**
 * What a Dhaka landlord must know of a tenant (the police's tenant-information form), given with the request for a
 * flat. Seen only by the applicant and the building's admins.
 */
export interface HouseholdMember {
  readonly name: string;
  readonly relation: string;
  readonly age: number;
}

export interface TenantDetails {
  /** A Bangladeshi mobile number, kept as its 11 digits: 01XXXXXXXXX. */
  readonly phone: string;
  /** The national ID number: 10, 13 or 17 digits. */
  readonly nid: string;
  readonly fatherName: string;
  readonly permanentAddress: string;
  readonly previousAddress: string;
  readonly previousLandlordName?: string;
  readonly previousLandlordPhone?: string;
  /** Who else will live in the flat (the applicant not counted). */
  readonly household: readonly HouseholdMember[];
  readonly emergencyName: string;
  readonly emergencyRelation: string;
  readonly emergencyPhone: string;
}

/** The details as a form sends them: text as typed, an age as a number or as the digits typed. */
export interface TenantDetailsInput {
  readonly phone?: string | undefined;
  readonly nid?: string | undefined;
  readonly fatherName?: string | undefined;
  readonly permanentAddress?: string | undefined;
  readonly previousAddress?: string | undefined;
  readonly previousLandlordName?: string | undefined;
  readonly previousLandlordPhone?: string | undefined;
  readonly household?:
    | readonly {
        readonly name?: string | undefined;
        readonly relation?: string | undefined;
        readonly age?: number | string | undefined;
      }[]
    | undefined;
  readonly emergencyName?: string | undefined;
  readonly emergencyRelation?: string | undefined;
  readonly emergencyPhone?: string | undefined;
}

export const HOUSEHOLD_MAX = 15;
export const NAME_MAX = 100;
export const RELATION_MAX = 40;
export const ADDRESS_MAX = 300;
export const AGE_MAX = 120;

/** Each rule in words a person reads, named by the field it is about (a household row's by `household*`). */
export const TENANT_DETAILS_RULES = {
  phone: 'Enter a Bangladeshi mobile number, like 01712345678',
  nid: 'Enter the NID number: 10, 13 or 17 digits',
  fatherName: `Enter the father's name, up to ${NAME_MAX} characters`,
  permanentAddress: `Enter the permanent address, up to ${ADDRESS_MAX} characters`,
  previousAddress: `Enter the previous address, up to ${ADDRESS_MAX} characters`,
  previousLandlordName: `Write the previous landlord's name in up to ${NAME_MAX} characters, or leave it empty`,
  previousLandlordPhone: "Enter the previous landlord's mobile number, like 01712345678, or leave it empty",
  household: `List at most ${HOUSEHOLD_MAX} household members`,
  householdName: `Enter the member's name, up to ${NAME_MAX} characters`,
  householdRelation: `Enter how they are related, up to ${RELATION_MAX} characters`,
  householdAge: `Enter the age in whole years, from 0 to ${AGE_MAX}`,
  emergencyName: `Enter the emergency contact's name, up to ${NAME_MAX} characters`,
  emergencyRelation: `Enter how the emergency contact is related, up to ${RELATION_MAX} characters`,
  emergencyPhone: "Enter the emergency contact's mobile number, like 01712345678",
} as const;

type Field = keyof typeof TENANT_DETAILS_RULES;

/** The fields of a request that are tenant details: a request naming none of them carries no details. */
export const TENANT_DETAIL_FIELDS = [
  'phone',
  'nid',
  'fatherName',
  'permanentAddress',
  'previousAddress',
  'previousLandlordName',
  'previousLandlordPhone',
  'household',
  'emergencyName',
  'emergencyRelation',
  'emergencyPhone',
] as const satisfies readonly (keyof TenantDetailsInput)[];

export const detailsGiven = (input: TenantDetailsInput): boolean =>
  TENANT_DETAIL_FIELDS.some((field) => input[field] !== undefined);

const BENGALI_ZERO = 0x09e6;

/** Bengali digits (০-৯) read as the digits they are, so a number typed on a Bangla keyboard is accepted. */
export const westernDigits = (text: string): string =>
  text.replace(/[\u09E6-\u09EF]/g, (d) => String(d.charCodeAt(0) - BENGALI_ZERO));

/**
 * A Bangladeshi mobile number as 01XXXXXXXXX (its operator digit 3 to 9), from what a person types: spaces, dashes
 * and dots ignored, +88 or 88 in front allowed. Undefined when it is not one.
 */
export function bangladeshiMobile(text: string): string | undefined {
  const digits = westernDigits(text).replace(/[\s\-.()]/g, '');
  const match = /^(?:\+?88)?(01[3-9]\d{8})$/.exec(digits);
  return match?.[1];
}

/** An NID number's digits (spaces and dashes ignored), when there are 10, 13 or 17 of them. */
export function nidNumber(text: string): string | undefined {
  const digits = westernDigits(text).replace(/[\s-]/g, '');
  return /^(?:\d{10}|\d{13}|\d{17})$/.test(digits) ? digits : undefined;
}

/** Text with its runs of white space made one space, trimmed. */
const tidy = (text: string | undefined): string => (text ?? '').replace(/\s+/g, ' ').trim();

/**
 * The details, checked and tidied. Every field that breaks its rule is named in the refusal's `fields` (a household
 * row's as `household.<row>.<name|relation|age>`, counting from 0), in the rule's words.
 */
export function tenantDetails(input: TenantDetailsInput): TenantDetails {
  const problems: Record<string, string> = {};
  const refuse = (key: string, rule: Field) => {
    problems[key] = TENANT_DETAILS_RULES[rule];
  };
  const required = (field: Field, value: string | undefined, max: number): string => {
    const text = tidy(value);
    if (text.length === 0 || text.length > max) refuse(field, field);
    return text;
  };
  const mobile = (field: Field, value: string | undefined): string => {
    const phone = bangladeshiMobile(value ?? '');
    if (phone === undefined) refuse(field, field);
    return phone ?? '';
  };

  const phone = mobile('phone', input.phone);
  const nid = nidNumber(input.nid ?? '');
  if (nid === undefined) refuse('nid', 'nid');
  const fatherName = required('fatherName', input.fatherName, NAME_MAX);
  const permanentAddress = required('permanentAddress', input.permanentAddress, ADDRESS_MAX);
  const previousAddress = required('previousAddress', input.previousAddress, ADDRESS_MAX);
  const previousLandlordName = tidy(input.previousLandlordName);
  if (previousLandlordName.length > NAME_MAX) refuse('previousLandlordName', 'previousLandlordName');
  const landlordPhoneText = tidy(input.previousLandlordPhone);
  const previousLandlordPhone = landlordPhoneText === '' ? undefined : bangladeshiMobile(landlordPhoneText);
  if (landlordPhoneText !== '' && previousLandlordPhone === undefined)
    refuse('previousLandlordPhone', 'previousLandlordPhone');
  const rows = input.household ?? [];
  if (rows.length > HOUSEHOLD_MAX) refuse('household', 'household');
  const household = rows.slice(0, HOUSEHOLD_MAX).map((row, i): HouseholdMember => {
    const name = tidy(row.name);
    if (name.length === 0 || name.length > NAME_MAX) refuse(`household.${i}.name`, 'householdName');
    const relation = tidy(row.relation);
    if (relation.length === 0 || relation.length > RELATION_MAX) refuse(`household.${i}.relation`, 'householdRelation');
    const age = ageOf(row.age);
    if (age === undefined) refuse(`household.${i}.age`, 'householdAge');
    return { name, relation, age: age ?? 0 };
  });
  const emergencyName = required('emergencyName', input.emergencyName, NAME_MAX);
  const emergencyRelation = required('emergencyRelation', input.emergencyRelation, RELATION_MAX);
  const emergencyPhone = mobile('emergencyPhone', input.emergencyPhone);

  const first = Object.values(problems)[0];
  if (first !== undefined) throw new DomainError('VALIDATION.INVALID_INPUT', first, problems);
  return {
    phone,
    nid: nid!,
    fatherName,
    permanentAddress,
    previousAddress,
    ...(previousLandlordName ? { previousLandlordName } : {}),
    ...(previousLandlordPhone ? { previousLandlordPhone } : {}),
    household,
    emergencyName,
    emergencyRelation,
    emergencyPhone,
  };
}

/** A whole number of years from 0 to the oldest age, given as a number or as its digits. */
function ageOf(value: number | string | undefined): number | undefined {
  const age =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d{1,3}$/.test(westernDigits(value.trim()))
        ? Number(westernDigits(value.trim()))
        : undefined;
  return age !== undefined && Number.isInteger(age) && age >= 0 && age <= AGE_MAX ? age : undefined;
}
