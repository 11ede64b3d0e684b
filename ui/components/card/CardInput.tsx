import { lazy, Suspense } from 'react';
import type { AppConfigDto } from '@contract/shared';
import { useT } from '@/lib/i18n/intl.tsx';
import type { OnCardReady } from './card.ts';
import { SandboxCardInput } from './SandboxCardInput.tsx';

// Stripe's code (and Stripe.js) is fetched only when the deployment pays through Stripe.
const StripeCardInput = lazy(() => import('./StripeCardInput.tsx'));

interface Props {
  /** The card provider the deployment names in /api/config. */
  provider: AppConfigDto['payments'];
  onReady: OnCardReady;
  disabled?: boolean;
  /** 'setup' saves the card for autopay instead of paying now. */
  mode?: 'payment' | 'setup';
}

/**
 * The card input of the deployment's provider: Stripe's Card Element when it pays through Stripe (its code loaded only
 * then), else the sandbox's own card form. Either hands up its confirm function through `onReady`.
 */
export function CardInput({ provider, onReady, disabled, mode }: Props) {
  const t = useT();
  if (provider.provider === 'stripe' && provider.publishableKey)
    return (
      <Suspense
        fallback={
          <p role="status" className="text-sm text-slate-600">
            {t('payments.loadingCard')}
          </p>
        }
      >
        <StripeCardInput publishableKey={provider.publishableKey} onReady={onReady} disabled={disabled} mode={mode} />
      </Suspense>
    );
  return <SandboxCardInput onReady={onReady} disabled={disabled} mode={mode} />;
}
