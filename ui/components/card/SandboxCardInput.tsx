import { useEffect, useRef, useState } from 'react';
import { useErrorSummary } from '@/components/ui/ErrorSummary.tsx';
import { useT } from '@/lib/i18n/intl.tsx';
import { confirmSandboxCard, confirmSandboxSetup } from './sandbox-confirm.ts';
import type { OnCardReady } from './card.ts';
import { cardProblems, EMPTY_CARD, SandboxCardFields, type CardErrors, type CardFields } from './SandboxCardFields.tsx';

/**
 * The sandbox card form, ready at once (no script to load), confirming through the server's sandbox route. A field
 * left empty or malformed is named beside it and in a summary that takes focus; nothing is sent then.
 */
export function SandboxCardInput({
  onReady,
  disabled,
  mode = 'payment',
}: {
  onReady: OnCardReady;
  disabled?: boolean;
  mode?: 'payment' | 'setup';
}) {
  const [card, setCard] = useState<CardFields>(EMPTY_CARD);
  const [errors, setErrors] = useState<CardErrors>({});
  const summary = useErrorSummary(Object.values(errors).map((text) => ({ fieldId: '', text })));
  // The confirm function is handed up once; it reads the fields as they are when Pay is pressed.
  const latest = useRef(card);
  latest.current = card;
  const check = useRef(summary);
  check.current = summary;
  const t = useT();
  const translate = useRef(t);
  translate.current = t;

  useEffect(() => {
    onReady(async (clientSecret, billing) => {
      const problems = cardProblems(latest.current, translate.current);
      check.current.sending();
      setErrors(problems);
      if (Object.keys(problems).length > 0) {
        return { ok: false, incomplete: true };
      }
      const [month = '', year = ''] = latest.current.expiry.split('/');
      const sandboxCard = {
        number: latest.current.number.replace(/\s/g, ''),
        expMonth: Number(month) || 0,
        expYear: Number(year) || 0,
        cvc: latest.current.cvc,
      };
      const tr = translate.current;
      if (mode === 'setup') return confirmSandboxSetup(clientSecret, sandboxCard, tr('payments.failed'));
      return confirmSandboxCard(clientSecret, sandboxCard, billing, {
        failed: tr('payments.failed'),
        membershipEnded: tr('payments.membershipEnded'),
        refunded: tr('payments.refunded'),
      });
    });
    return () => onReady(null);
  }, [onReady, mode]);

  return (
    <SandboxCardFields value={card} onChange={setCard} disabled={disabled} errors={errors} summaryRef={summary.ref} />
  );
}
