import { useId, useRef, useState, type ReactNode } from 'react';
import {
  HOUSEHOLD_MAX,
  TENANT_DETAILS_RULES,
  tenantDetails,
  type TenantDetails,
} from '@domain/agreements/tenant-details.ts';
import { isDomainError } from '@domain/shared/errors.ts';
import { Button } from '@/components/ui/Button.tsx';
import { ErrorSummary, useErrorSummary, type Problem } from '@/components/ui/ErrorSummary.tsx';
import { TextField } from '@/components/ui/TextField.tsx';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';
import { RULE_WORDS, sayRule } from '@/lib/server-words.ts';
import { HouseholdRows, type Row } from './HouseholdRows.tsx';

export type TextFieldName =
  | 'phone'
  | 'nid'
  | 'fatherName'
  | 'permanentAddress'
  | 'previousAddress'
  | 'previousLandlordName'
  | 'previousLandlordPhone'
  | 'emergencyName'
  | 'emergencyRelation'
  | 'emergencyPhone';

/** What is wrong, by the field's key as the server names it (`household.1.age` for a household row's age). */
export type TenantFormErrors = Readonly<Record<string, string>>;

interface Props {
  busy: boolean;
  /** What the server refused (its `fields`, in the reader's words); the form adds what it finds before sending. */
  errors: TenantFormErrors;
  /** What belongs to no field (a failed send), shown under the button. */
  failure?: string | undefined;
  /** The details as they will be kept: checked by the domain's own rules first. */
  onSubmit: (details: TenantDetails) => void;
  /** Beside the send button: the way back. */
  cancel: ReactNode;
  /** What the form starts with (a story's filled form); empty when not given. */
  initial?: TenantFormStart;
}

/** A form's starting values: its text fields, and its household rows as typed. */
export interface TenantFormStart {
  readonly values?: Partial<Record<TextFieldName, string>>;
  readonly household?: readonly { name: string; relation: string; age: string }[];
}

const EMPTY: Record<TextFieldName, string> = {
  phone: '',
  nid: '',
  fatherName: '',
  permanentAddress: '',
  previousAddress: '',
  previousLandlordName: '',
  previousLandlordPhone: '',
  emergencyName: '',
  emergencyRelation: '',
  emergencyPhone: '',
};

/** The rule a refused key broke: a household row's field is its own rule (`household.1.age` -> householdAge). */
const ruleOf = (key: string): keyof typeof TENANT_DETAILS_RULES => {
  const [first, , part] = key.split('.');
  if (first === 'household' && part) return `household${part[0]!.toUpperCase()}${part.slice(1)}` as never;
  return first as keyof typeof TENANT_DETAILS_RULES;
};

/**
 * The tenant details the police's tenant-information form asks for: the applicant's mobile, NID, father's name and
 * addresses, where they lived before, who will live with them (rows to add and remove) and an emergency contact. Each
 * problem shows beside its field and in the summary at the top, which takes focus after a send.
 */
export function TenantDetailsForm({ busy, errors, failure, onSubmit, cancel, initial }: Props) {
  const t = useT();
  const format = useFormat();
  const id = useId();
  const [values, setValues] = useState({ ...EMPTY, ...initial?.values });
  const [rows, setRows] = useState<Row[]>(() => (initial?.household ?? []).map((row, key) => ({ ...row, key })));
  const [found, setFound] = useState<TenantFormErrors | null>(null);
  const nextKey = useRef(rows.length);
  const shown = found ?? errors;
  const fieldId = (key: string) => `${id}-${key}`;

  const order: string[] = [
    'phone',
    'nid',
    'fatherName',
    'permanentAddress',
    'previousAddress',
    'previousLandlordName',
    'previousLandlordPhone',
    'household',
    ...rows.flatMap((_, i) => ['name', 'relation', 'age'].map((part) => `household.${i}.${part}`)),
    'emergencyName',
    'emergencyRelation',
    'emergencyPhone',
  ];
  const problems: Problem[] = order.flatMap((key) =>
    shown[key] ? [{ fieldId: key === 'household' ? fieldId('add-member') : fieldId(key), text: shown[key] }] : [],
  );
  const summary = useErrorSummary(problems);

  const submit = () => {
    summary.sending();
    const input = { ...values, household: rows.map(({ name, relation, age }) => ({ name, relation, age })) };
    try {
      const details = tenantDetails(input);
      setFound(null);
      onSubmit(details);
    } catch (error) {
      if (!isDomainError(error) || !error.fields) throw error;
      setFound(
        Object.fromEntries(
          Object.keys(error.fields).map((key) => [key, sayRule(RULE_WORDS.tenant[ruleOf(key)], t, format.number)]),
        ),
      );
    }
  };

  const field = (
    name: TextFieldName,
    label: string,
    extra: { hint?: string; optional?: boolean; tel?: boolean } = {},
  ) => (
    <div className="flex flex-col gap-1">
      <TextField
        id={fieldId(name)}
        name={name}
        label={label}
        required={!extra.optional}
        value={values[name]}
        disabled={busy}
        onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
        error={shown[name]}
        {...(extra.tel ? { type: 'tel', inputMode: 'tel', autoComplete: name === 'phone' ? 'tel' : 'off' } : {})}
        {...(extra.hint ? { 'aria-describedby': `${fieldId(name)}-note` } : {})}
      />
      {extra.hint && (
        <p id={`${fieldId(name)}-note`} className="text-sm text-slate-600">
          {extra.hint}
        </p>
      )}
    </div>
  );
  const section = 'col-span-full grid grid-cols-1 gap-4 sm:grid-cols-2';
  const legend = 'mb-1 text-base font-semibold text-slate-900';

  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        if (!busy) submit();
      }}
      className="grid grid-cols-1 gap-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-title`} className="sr-only">
        {t('tenant.detailsTitle')}
      </h2>
      <ErrorSummary ref={summary.ref} problems={problems} />
      <fieldset className={section}>
        <legend className={legend}>{t('tenant.yourContact')}</legend>
        {field('phone', t('tenant.phone'), { hint: t('tenant.phoneHint'), tel: true })}
        {field('nid', t('tenant.nid'), { hint: t('tenant.nidHint') })}
        {field('fatherName', t('tenant.fatherName'))}
        {field('permanentAddress', t('tenant.permanentAddress'))}
      </fieldset>
      <fieldset className={section}>
        <legend className={legend}>{t('tenant.previousSection')}</legend>
        <div className="sm:col-span-2">{field('previousAddress', t('tenant.previousAddress'))}</div>
        {field('previousLandlordName', t('tenant.previousLandlordName'), { optional: true })}
        {field('previousLandlordPhone', t('tenant.previousLandlordPhone'), { optional: true, tel: true })}
      </fieldset>
      <HouseholdRows
        rows={rows}
        busy={busy}
        errors={shown}
        fieldId={fieldId}
        max={HOUSEHOLD_MAX}
        onChange={(i, part, value) => setRows((all) => all.map((r, j) => (j === i ? { ...r, [part]: value } : r)))}
        onAdd={() => {
          const key = nextKey.current++;
          setRows((all) => [...all, { key, name: '', relation: '', age: '' }]);
          return rows.length;
        }}
        onRemove={(i) => setRows((all) => all.filter((_, j) => j !== i))}
      />
      <fieldset className={section}>
        <legend className={legend}>{t('tenant.emergencySection')}</legend>
        {field('emergencyName', t('tenant.emergencyName'))}
        {field('emergencyRelation', t('tenant.emergencyRelation'))}
        {field('emergencyPhone', t('tenant.emergencyPhone'), { hint: t('tenant.phoneHint'), tel: true })}
      </fieldset>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        {cancel}
        <Button type="submit" disabled={busy} className="min-h-11">
          {busy ? t('tenant.sending') : t('tenant.send')}
        </Button>
      </div>
      {failure && (
        <p role="alert" className="font-medium text-red-800">
          {failure}
        </p>
      )}
    </form>
  );
}
