/** SPEC section 8: a payment message reading 'successful' or 'applied' is good news (green); any other is red. */
export const isGoodNews = (text: string) => /successful|applied/i.test(text);

export function PaymentMessage({ text }: { text: string }) {
  const good = isGoodNews(text);
  return (
    <p role={good ? 'status' : 'alert'} className={`text-center font-medium ${good ? 'text-green-800' : 'text-red-700'}`}>
      {text}
    </p>
  );
}
