import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DashboardScreen } from '@/test-support/DashboardScreen.tsx';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import * as sample from '@/lib/mocks/dashboard-fixtures.ts';
import * as books from '@/lib/mocks/ledger-fixtures.ts';
import { paidAtDesk, payFromBooks, withCharge } from '@/lib/mocks/books-card-handlers.ts';

/** Paying from My Account by card, as the dashboard mounts it for Nadia (network answered by MSW), in each state. */
const meta = {
  title: 'My Account/Pay by card',
  render: () => <DashboardScreen />,
  parameters: { auth: 'signedIn', route: '/dashboard/my-account/pay', msw: mock.happy('member') },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const PAY = '/dashboard/my-account/pay';
const pay = (route: string, ...msw: unknown[]): Story => ({
  parameters: { route, msw: [...msw, ...mock.happy('member')] },
});
const charge = (id: string) => `${PAY}?${new URLSearchParams({ charge: id })}`;

/** Types a card and presses Pay, as the stories of an outcome need. */
const payWith =
  (number: string): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Card number/), number);
    await userEvent.type(canvas.getByLabelText(/^Expiry/), '1234');
    await userEvent.type(canvas.getByLabelText(/^CVC/), '123');
    await userEvent.click(canvas.getByRole('button', { name: /^Pay / }));
    await expect(await canvas.findByRole('heading', { level: 2 })).toBeInTheDocument();
  };
const GOOD = '4242424242424242';
const DECLINED = '4000000000000002';

/** Nadia's whole balance: three months' rent, a service charge and a gas bill, each listed with what is left. */
export const WholeBalance = pay(PAY, ...payFromBooks(books.booksOwingSeveral));
/** Opened from "Pay" beside February's gas bill. */
export const OneCharge = pay(charge('gas-feb'), ...payFromBooks(books.booksOwingSeveral));
/** December's rent, half paid by bKash: what is left of it. */
export const PartOfACharge = pay(charge('rent:lease-b302:2026-12'), ...payFromBooks(books.booksPartlyPaid));
/** Sohel settles what his ended lease left unpaid. */
export const FormerResident: Story = {
  parameters: {
    route: PAY,
    msw: [
      ...payFromBooks(books.booksFormerOwing),
      ...mock.formerResident,
      ...mock.myApplication(sample.endedLease),
      ...mock.happy('user', null),
    ],
  },
};
export const Loading = pay(PAY, mock.pending('get', '/api/ledger/mine'));
export const LoadFailed = pay(PAY, mock.failing('get', '/api/ledger/mine'));
export const NoLease = pay(PAY, ...mock.myBooks(null));
/** Nothing is owed: nothing to pay, and the way back. */
export const NothingOwed = pay(PAY, ...payFromBooks(books.booksPaidUp));
/** October's rent, paid long ago. */
export const ChargePaidAlready = pay(charge('rent:lease-b302:2026-10'), ...payFromBooks(books.booksOwingSeveral));
/** A link naming a charge that is not on Nadia's books. */
export const UnknownCharge = pay(charge('rent:elsewhere:2020-01'), ...payFromBooks(books.booksOwingSeveral));

/** January's service charge paid with the test card: its receipt, and what is still owed. */
export const PaidOneCharge: Story = {
  ...pay(charge('svc-jan'), ...payFromBooks(books.booksOwingSeveral)),
  play: payWith(GOOD),
};
/** December's rest paid: nothing more is owed. */
export const PaidWholeBalance: Story = { ...pay(PAY, ...payFromBooks(books.booksPartlyPaid)), play: payWith(GOOD) };
/** December's rent was paid at the office while Nadia paid it by card: her payment is kept as credit. */
export const PaidMeanwhileAsCredit: Story = {
  ...pay(
    charge('rent:lease-b302:2026-12'),
    ...payFromBooks(books.booksPartlyPaid, { beforeReport: (b) => paidAtDesk(b, 'rent:lease-b302:2026-12') }),
  ),
  play: payWith(GOOD),
};
export const CardDeclined: Story = {
  ...pay(PAY, ...payFromBooks(books.booksOwingSeveral)),
  play: payWith(DECLINED),
};
/** A water bill was added while the page was open: the server names the new amount, and Pay asks for it. */
export const AmountChanged: Story = {
  ...pay(
    PAY,
    ...payFromBooks(books.booksPartlyPaid, {
      beforePay: (b) =>
        withCharge(b, { id: 'water-dec', kind: 'water', month: '2026-12', label: 'Water bill', amount: 600 }),
    }),
  ),
  play: payWith(GOOD),
};
/** Everything was paid at the office while the page was open: nothing is left to pay. */
export const NothingOwedOnPay: Story = {
  ...pay(PAY, ...payFromBooks(books.booksPartlyPaid, { beforePay: (b) => paidAtDesk(b) })),
  play: payWith(GOOD),
};
export const Offline: Story = {
  ...pay(PAY, ...payFromBooks(books.booksPartlyPaid, { offline: true })),
  play: payWith(GOOD),
};
/** The card went through but the server did not record it at once: Try again reports it, never charges again. */
export const ReportFailed: Story = {
  ...pay(PAY, ...payFromBooks(books.booksPartlyPaid, { reportFailsOnce: true })),
  play: payWith(GOOD),
};
