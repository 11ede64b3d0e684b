import { useCallback, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import type { AppConfigDto } from '@contract/shared';
import type { MyAutopayDto } from '@contract/autopay';
import { Button } from '@/components/ui/Button.tsx';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { Taka } from '@/components/ui/Taka.tsx';
import { TextField } from '@/components/ui/TextField.tsx';
import { CardInput } from '@/components/card/CardInput.tsx';
import type { Billing, ConfirmCard } from '@/components/card/card.ts';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';
import {
  startCardSetup,
  useMyAutopay,
  useSaveCard,
  useSkipAutopay,
  useTurnOffAutopay,
  useTurnOnAutopay,
} from '@/lib/api/autopay.ts';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** My Account's autopay: loads the member's own and shows it, with its actions. */
export function AutopayPanel({ provider, billing }: { provider: AppConfigDto['payments']; billing: Billing }) {
  const t = useT();
  const mine = useMyAutopay();
  return (
    <section aria-labelledby="autopay" className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id="autopay" className="text-xl font-semibold text-slate-900">
        {t('autopay.title')}
      </h2>
      {mine.isPending ? (
        <StatusText>{t('autopay.loading')}</StatusText>
      ) : mine.isError ? (
        <ErrorBanner>{t('autopay.loadFailed')}</ErrorBanner>
      ) : (
        <AutopayView autopay={mine.data} provider={provider} billing={billing} />
      )}
    </section>
  );
}

interface ViewProps {
  autopay: MyAutopayDto;
  provider: AppConfigDto['payments'];
  billing: Billing;
}

/** The member's autopay as it stands: on or off, card, cap, next charge day, last charge; and what they may do. */
export function AutopayView({ autopay, provider, billing }: ViewProps) {
  const t = useT();
  const format = useFormat();
  const [addingCard, setAddingCard] = useState(false);
  const last = autopay.lastAttempt;
  return (
    <div className="flex flex-col gap-3 text-slate-700">
      <p>{t('autopay.explain')}</p>
      <p className="font-semibold text-slate-900">{t(autopay.enabled ? 'autopay.on' : 'autopay.off')}</p>
      <ul className="flex flex-col gap-1">
        <li>
          {autopay.card
            ? t('autopay.card', { brand: autopay.card.brand.toUpperCase(), last4: autopay.card.last4 })
            : t('autopay.noCard')}
        </li>
        {autopay.enabled && autopay.cap !== null && (
          <li>{t('autopay.cap', { amount: <Taka key="c" amount={autopay.cap} /> })}</li>
        )}
        {autopay.nextChargeOn && <li>{t('autopay.next', { date: format.day(autopay.nextChargeOn) })}</li>}
        {autopay.skipMonth && <li>{t('autopay.skipping', { month: format.month(autopay.skipMonth) })}</li>}
        {last && (
          <li>
            {t('autopay.last', {
              month: format.month(last.month),
              outcome: t(`autopay.outcome.${last.outcome}`, { amount: <Taka key="l" amount={last.amount} /> }),
            })}
          </li>
        )}
      </ul>
      {!autopay.hasLease ? (
        <p>{t('autopay.formerResident')}</p>
      ) : (
        <>
          {addingCard ? (
            <SaveCardForm provider={provider} billing={billing} onDone={() => setAddingCard(false)} />
          ) : (
            <Button variant="secondary" className="w-fit" onClick={() => setAddingCard(true)}>
              {t(autopay.card ? 'autopay.replaceCard' : 'autopay.saveCard')}
            </Button>
          )}
          {autopay.card && <CapForm autopay={autopay} />}
          {autopay.enabled && <OnActions />}
        </>
      )}
    </div>
  );
}

function SaveCardForm({
  provider,
  billing,
  onDone,
}: {
  provider: AppConfigDto['payments'];
  billing: Billing;
  onDone: () => void;
}) {
  const t = useT();
  const save = useSaveCard();
  const [consent, setConsent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [confirmCard, setConfirmCard] = useState<ConfirmCard | null>(null);
  const onCardReady = useCallback((confirm: ConfirmCard | null) => setConfirmCard(() => confirm), []);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!confirmCard || !consent) return;
    setBusy(true);
    try {
      const setup = await startCardSetup();
      const outcome = await confirmCard(setup.clientSecret, billing);
      if (!outcome.ok) {
        if (!('incomplete' in outcome)) toast.error(outcome.message);
        return;
      }
      await save.mutateAsync(outcome.transactionId);
      toast.success(t('autopay.cardSaved'));
      onDone();
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-3">
      <CardInput provider={provider} onReady={onCardReady} disabled={busy} mode="setup" />
      <label className="flex items-start gap-2">
        <input type="checkbox" checked={consent} onChange={(e) => setConsent(e.target.checked)} className="mt-1" />
        <span>{t('autopay.consent')}</span>
      </label>
      <Button type="submit" className="w-fit" disabled={busy || !consent || !confirmCard}>
        {busy ? t('autopay.saving') : t('autopay.saveCardButton')}
      </Button>
    </form>
  );
}

function CapForm({ autopay }: { autopay: MyAutopayDto }) {
  const t = useT();
  const turnOn = useTurnOnAutopay();
  const [cap, setCap] = useState(autopay.cap === null ? '' : String(autopay.cap));
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = Number(cap);
    if (cap.trim() === '' || !Number.isFinite(value) || value <= 0 || value > 10_000_000) {
      setError(t('autopay.capRule'));
      return;
    }
    setError(undefined);
    try {
      await turnOn.mutateAsync(value);
      toast.success(t('autopay.turnedOn'));
    } catch (failure) {
      toast.error(t('autopay.failed', { message: messageOf(failure) }));
    }
  };
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <TextField
        label={t('autopay.capLabel')}
        inputMode="decimal"
        value={cap}
        onChange={(e) => setCap(e.target.value)}
        error={error}
      />
      <Button type="submit" className="w-fit" disabled={turnOn.isPending}>
        {t(autopay.enabled ? 'autopay.changeCap' : 'autopay.turnOn')}
      </Button>
    </form>
  );
}

function OnActions() {
  const t = useT();
  const skip = useSkipAutopay();
  const off = useTurnOffAutopay();
  const act = async (call: () => Promise<unknown>, done: string) => {
    try {
      await call();
      toast.success(done);
    } catch (failure) {
      toast.error(t('autopay.failed', { message: messageOf(failure) }));
    }
  };
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <Button variant="secondary" onClick={() => void act(() => skip.mutateAsync(undefined), t('autopay.skipped'))}>
        {t('autopay.skip')}
      </Button>
      <Button variant="secondary" onClick={() => void act(() => off.mutateAsync(undefined), t('autopay.turnedOff'))}>
        {t('autopay.turnOff')}
      </Button>
    </div>
  );
}
