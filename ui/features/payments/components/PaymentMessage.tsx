import { useEffect, useRef, type ReactNode } from 'react';

/** A payment message reading 'successful' or 'applied' is good news (green); any other is red. */
export const isGoodNews = (text: string) => /successful|applied/i.test(text);

interface Props {
  text: string;
  /** Good news (green) or not (red); by default read from the English words. */
  good?: boolean;
  /** What to do about it, after the words (a link to a receipt). */
  children?: ReactNode;
  /**
   * Take focus when it appears: the outcome of Pay, whose button was disabled while paying, so keyboard and screen
   * reader users land on the answer instead of the top of the page.
   */
  focus?: boolean;
  /** Centred under the Pay button; flush with the field it answers (the coupon's check). */
  align?: 'center' | 'start';
  id?: string;
}

/** Under the Pay button the outcome is boxed (focus shows as its ring), so it reads apart from the form. */
const BOX = 'rounded-lg px-4 py-3 focus-visible:ring-2 focus-visible:ring-sky-600';

export function PaymentMessage({
  text,
  good = isGoodNews(text),
  children,
  focus = false,
  align = 'center',
  id,
}: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus, text]);
  return (
    <div
      ref={ref}
      id={id}
      tabIndex={focus ? -1 : undefined}
      role={good ? 'status' : 'alert'}
      className={`flex flex-col gap-2 font-medium outline-none ${good ? 'text-green-800' : 'text-red-700'} ${align === 'center' ? `items-center text-center ${BOX} ${good ? '' : 'bg-red-50'}` : 'items-start text-sm'}`}
    >
      <p>{text}</p>
      {children}
    </div>
  );
}
