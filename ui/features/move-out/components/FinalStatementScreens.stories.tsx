import type { Meta, StoryObj } from '@storybook/react-vite';
import { DashboardScreen } from '@/test-support/DashboardScreen.tsx';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import {
  draftStatement,
  finalStatementPdfFailing,
  finalStatementPdfPending,
  finalStatements,
  myFinalStatement,
  owedStatement,
  refundedStatement,
  statementFailing,
  statementPending,
} from '../mocks/handlers.ts';

/** An ended lease's final statement: the admin's draft and settled screens, the list, and the resident's own. */
const meta = {
  title: 'Move-out/Final statement',
  render: () => <DashboardScreen />,
  parameters: { auth: 'signedIn', route: '/dashboard/final-statements/lease-karim' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const admin = (route: string, ...handlers: unknown[]): Story => ({
  parameters: { route, msw: [...handlers, ...mock.happy('admin')] },
});

/** Karim's draft: ৳5,000 owed, ৳40,000 held, a broken window deducted; the admin adds deductions and settles. */
export const DraftStatement = admin(
  '/dashboard/final-statements/lease-karim',
  ...finalStatements(draftStatement(), owedStatement()),
);
/** Settling Karim's draft: the dialog asks how the ৳32,000 refund was paid. */
export const SettlingWithRefund = admin(
  '/dashboard/final-statements/lease-karim',
  ...finalStatements(draftStatement()),
);
/** A final statement with a refund: ৳32,000 refunded by bKash, reference BK-7781. */
export const FinalStatementWithRefund = admin(
  '/dashboard/final-statements/lease-karim',
  ...finalStatements(refundedStatement()),
);
/** A final statement with a balance owed: Nadia's deductions and arrears pass her deposit, ৳12,500 still owed. */
export const FinalStatementWithBalanceOwed = admin(
  '/dashboard/final-statements/lease-nadia',
  ...finalStatements(owedStatement()),
);
/** Every final statement, a draft and a settled one. */
export const StatementsList = admin(
  '/dashboard/final-statements',
  ...finalStatements(draftStatement(), owedStatement()),
);
/** No lease has ended yet. */
export const StatementsEmpty = admin('/dashboard/final-statements', ...finalStatements());
/** The PDF of Karim's settled statement asked for and still being written: the button says so and waits. */
export const StatementPdfPreparing = admin(
  '/dashboard/final-statements/lease-karim',
  finalStatementPdfPending,
  ...finalStatements(refundedStatement()),
);
/** The PDF failed: the reason under the button, the statement still there to print. */
export const StatementPdfFailed = admin(
  '/dashboard/final-statements/lease-karim',
  finalStatementPdfFailing('/api/admin/final-statements/:leaseId/pdf'),
  ...finalStatements(refundedStatement()),
);
export const StatementLoading = admin('/dashboard/final-statements/lease-karim', statementPending);
export const StatementError = admin('/dashboard/final-statements/lease-karim', statementFailing);
/** A former resident reads their own settled statement, read-only. */
export const MyFinalStatement: Story = {
  parameters: {
    route: '/dashboard/my-account/final-statement',
    msw: [myFinalStatement(refundedStatement()), ...mock.formerResident, ...mock.happy('user')],
  },
};
/** The former resident's PDF failed: the reason under the button. */
export const MyFinalStatementPdfFailed: Story = {
  parameters: {
    route: '/dashboard/my-account/final-statement',
    msw: [
      finalStatementPdfFailing('/api/final-statement/mine/pdf'),
      myFinalStatement(refundedStatement()),
      ...mock.formerResident,
      ...mock.happy('user'),
    ],
  },
};
