import { useEffect, useRef, useState } from 'react';
import { confirmSandboxCard } from '../api/sandbox-confirm.ts';
import type { OnCardReady } from '../card.ts';
import { EMPTY_CARD, SandboxCardFields, type CardFields } from './SandboxCardFields.tsx';

/** The sandbox card form, ready at once (no script to load), confirming through the server's sandbox route. */
export function SandboxCardInput({ onReady, disabled }: { onReady: OnCardReady; disabled?: boolean }) {
  const [card, setCard] = useState<CardFields>(EMPTY_CARD);
  // The confirm function is handed up once; it reads the fields as they are when Pay is pressed.
  const latest = useRef(card);
  latest.current = card;

  useEffect(() => {
    onReady(async (clientSecret, billing) => {
      const [month = '', year = ''] = latest.current.expiry.split('/');
      const sandboxCard = {
        number: latest.current.number.replace(/\s/g, ''),
        expMonth: Number(month) || 0,
        expYear: Number(year) || 0,
        cvc: latest.current.cvc,
      };
      return confirmSandboxCard(clientSecret, sandboxCard, billing);
    });
    return () => onReady(null);
  }, [onReady]);

  return <SandboxCardFields value={card} onChange={setCard} disabled={disabled} />;
}
