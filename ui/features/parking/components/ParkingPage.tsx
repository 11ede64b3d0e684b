import { useState, type FormEvent } from 'react';
import type { MemberDto } from '@contract/members';
import type { ParkingSpaceDto } from '@contract/parking';
import { fieldErrorsOf } from '@/lib/api-client.ts';
import { Button } from '@/components/ui/Button.tsx';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { SelectField } from '@/components/ui/SelectField.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { TextField } from '@/components/ui/TextField.tsx';
import { DashboardPage } from '@/components/DashboardPage.tsx';
import { useT } from '@/lib/i18n/intl.tsx';
import { useAddParkingSpace, useAssignParkingSpace, useParkingMembers, useParkingSpaces } from '../api/parking.ts';

/** The admin's parking page: every space with who is on it, adding a space, and putting a member on one or freeing it. */
export default function ParkingPage() {
  const t = useT();
  const spaces = useParkingSpaces();
  const members = useParkingMembers();
  return (
    <DashboardPage title={t('parking.title')}>
      <AddSpaceForm />
      {spaces.isPending ? (
        <StatusText>{t('parking.loading')}</StatusText>
      ) : spaces.isError ? (
        <ErrorBanner>{t('parking.loadFailed')}</ErrorBanner>
      ) : spaces.data.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
          {t('parking.empty')}
        </p>
      ) : (
        <ul className="mt-6 grid gap-3" aria-label={t('parking.listLabel')}>
          {spaces.data.map((space) => (
            <SpaceRow key={space.id} space={space} members={members.data ?? []} />
          ))}
        </ul>
      )}
    </DashboardPage>
  );
}

function AddSpaceForm() {
  const t = useT();
  const add = useAddParkingSpace();
  const [label, setLabel] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setDone(null);
    try {
      const space = await add.mutateAsync(label);
      setLabel('');
      setDone(t('parking.added', { label: space.label }));
    } catch (e) {
      setError(fieldErrorsOf<'label'>(e).label ?? (e instanceof Error ? e.message : t('parking.addFailed')));
    }
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start" noValidate>
      <TextField
        label={t('parking.label')}
        placeholder="P-01"
        value={label}
        maxLength={12}
        required
        autoComplete="off"
        error={error}
        onChange={(e) => setLabel(e.target.value)}
        className="sm:w-64"
      />
      <Button type="submit" disabled={add.isPending} className="min-h-11 sm:mt-7">
        {add.isPending ? t('parking.adding') : t('parking.add')}
      </Button>
      <p role="status" className="text-sm text-green-800 sm:mt-9">
        {done}
      </p>
    </form>
  );
}

function SpaceRow({ space, members }: { space: ParkingSpaceDto; members: readonly MemberDto[] }) {
  const t = useT();
  const assign = useAssignParkingSpace();
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | undefined>();
  const nameOf = (email: string) => members.find((m) => m.email === email)?.name ?? email;
  const send = (memberEmail: string | null) => {
    setError(undefined);
    assign.mutate(
      { id: space.id, memberEmail },
      { onSuccess: () => setChosen(''), onError: (e) => setError(e.message) },
    );
  };
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">{space.label}</h2>
        <p className="text-sm text-slate-700">
          {space.memberEmail ? t('parking.assignedTo', { name: nameOf(space.memberEmail) }) : t('parking.free')}
        </p>
      </div>
      {space.memberEmail ? (
        <Button
          variant="secondary"
          className="mt-3 min-h-11"
          disabled={assign.isPending}
          aria-label={t('parking.unassignSpace', { label: space.label })}
          onClick={() => send(null)}
        >
          {t('parking.unassign')}
        </Button>
      ) : (
        <form
          className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start"
          onSubmit={(event) => {
            event.preventDefault();
            if (chosen) send(chosen);
            else setError(t('parking.chooseMember'));
          }}
          noValidate
        >
          <SelectField
            label={t('parking.memberFor', { label: space.label })}
            empty={t('parking.chooseMember')}
            options={members.map((m) => ({ value: m.email, label: `${m.name} (${m.email})` }))}
            value={chosen}
            error={error}
            onChange={(e) => setChosen(e.target.value)}
            className="sm:w-80"
          />
          <Button type="submit" className="min-h-11 sm:mt-7" disabled={assign.isPending}>
            {assign.isPending ? t('parking.assigning') : t('parking.assign')}
          </Button>
        </form>
      )}
      {space.memberEmail && error && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {error}
        </p>
      )}
    </li>
  );
}
