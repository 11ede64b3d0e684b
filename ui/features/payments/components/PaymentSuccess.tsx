import { Taka } from '../../../components/ui/Taka.tsx';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { PaymentMessage } from './PaymentMessage.tsx';

/** After a payment: the confirmation takes focus so screen readers announce it, and one button starts over. */
export function PaymentSuccess({ month, amount, onReset }: { month: string; amount: number; onReset: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="flex flex-col items-center gap-4 rounded-2xl border border-green-200 bg-green-50 p-8 text-center">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-14 w-14 text-green-700" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="12" cy="12" r="10" />
        <path d="M7 12.5l3 3 7-7" />
      </svg>
      <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold text-green-900 outline-none">
        Payment Successful!
      </h2>
      <PaymentMessage text="Payment successful!" />
      <p className="text-green-900">
        <Taka amount={amount} /> paid for {month}.
      </p>
      <Button onClick={onReset}>Make Another Payment</Button>
    </section>
  );
}
