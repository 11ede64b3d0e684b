import { DomainError } from '../shared/errors.ts';

/** The building as its residents see it: on the home page, the map, the footer and every receipt. */
export interface Building {
  readonly name: string;
  readonly address: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly phone: string;
  readonly email: string;
  /** Shown wherever a resident reports something urgent. */
  readonly emergencyPhone: string;
}

/** The building's details as saved: `version` grows by one with every save, so a save names what it replaces. */
export interface SavedBuilding extends Building {
  readonly version: number;
}

export type BuildingField = keyof Building;

/** Each rule in words a person reads, named by the field it is about. */
export const BUILDING_RULES: Readonly<Record<BuildingField, string>> = {
  name: "The building's name must be 1 to 80 characters",
  address: 'The address must be 1 to 200 characters',
  latitude: 'Latitude must be a number from -90 to 90, like 23.8103',
  longitude: 'Longitude must be a number from -180 to 180, like 90.4125',
  phone: 'Phone must be a phone number of 6 to 20 digits, like +880 1711-000000',
  email: 'Email must be an email address, like office@example.com',
  emergencyPhone: 'Emergency phone must be a phone number of 6 to 20 digits, like +880 1711-000000',
};

/** Digits with the usual separators, an optional leading +; 6 to 20 digits in all. */
const PHONE = /^\+?[0-9][0-9 ()-]*$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const text = (value: unknown) => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '');
export const isPhone = (phone: string) => PHONE.test(phone) && /^\d{6,20}$/.test(phone.replace(/\D/g, ''));
const inRange = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

/** The details as they are stored (trimmed), and every rule they break (none: they can be saved). */
export function checkBuilding(input: { readonly [K in BuildingField]?: unknown }): {
  details: Building;
  problems: Partial<Record<BuildingField, string>>;
} {
  const details: Building = {
    name: text(input.name),
    address: text(input.address),
    latitude: input.latitude as number,
    longitude: input.longitude as number,
    phone: text(input.phone),
    email: text(input.email).toLowerCase(),
    emergencyPhone: text(input.emergencyPhone),
  };
  const problems: Partial<Record<BuildingField, string>> = {};
  if (details.name.length < 1 || details.name.length > 80) problems.name = BUILDING_RULES.name;
  if (details.address.length < 1 || details.address.length > 200) problems.address = BUILDING_RULES.address;
  if (!inRange(input.latitude, 90)) problems.latitude = BUILDING_RULES.latitude;
  if (!inRange(input.longitude, 180)) problems.longitude = BUILDING_RULES.longitude;
  if (!isPhone(details.phone)) problems.phone = BUILDING_RULES.phone;
  if (!EMAIL.test(details.email) || details.email.length > 254) problems.email = BUILDING_RULES.email;
  if (!isPhone(details.emergencyPhone)) problems.emergencyPhone = BUILDING_RULES.emergencyPhone;
  return { details, problems };
}

/** The next saved version of the building; throws VALIDATION.INVALID_INPUT with every broken rule by field. */
export function reviseBuilding(current: SavedBuilding, input: Building): SavedBuilding {
  const { details, problems } = checkBuilding(input);
  const broken = Object.values(problems);
  if (broken.length > 0) throw new DomainError('VALIDATION.INVALID_INPUT', broken[0]!, problems);
  return { ...details, version: current.version + 1 };
}

/** The fields that differ between two versions, for the audit log. */
export function changedFields(before: Building, after: Building): BuildingField[] {
  return (Object.keys(BUILDING_RULES) as BuildingField[]).filter((field) => before[field] !== after[field]);
}
