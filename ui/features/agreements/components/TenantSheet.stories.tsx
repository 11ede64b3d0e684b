import type { Meta, StoryObj } from '@storybook/react-vite';
import { bn } from '@/i18n/bn/index.ts';
import { LocaleProvider } from '@/lib/i18n/intl.tsx';
import { acceptedAgreement } from '@/lib/mocks/dashboard-fixtures.ts';
import { nadiaDetails, tenantDetailsHandler } from '@/lib/mocks/tenant-details.ts';
import { TenantSheetScreen } from './TenantSheetPage.tsx';

const lease = { ...acceptedAgreement, startMonth: '2026-11' };

const meta = {
  title: 'Agreements/TenantSheet',
  component: TenantSheetScreen,
  args: { agreementId: 'ag-1' },
  parameters: {
    route: '/dashboard/agreement-requests/ag-1/tenant-sheet',
    auth: 'signedIn',
    msw: [tenantDetailsHandler(lease, nadiaDetails)],
  },
} satisfies Meta<typeof TenantSheetScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The police's tenant-information form, filled in English from Nadia Rahman's details, her flat and the building. */
export const English: Story = {};
/** The same sheet for a reader of Bangla: Bengali words and digits, her own words as she wrote them. */
export const Bangla: Story = {
  render: (args) => (
    <LocaleProvider initial="bn" messages={bn}>
      <TenantSheetScreen {...args} />
    </LocaleProvider>
  ),
};
/** A request sent before the form asked for details: every detail reads "Not given". */
export const WithoutDetails: Story = { parameters: { msw: [tenantDetailsHandler(lease, null)] } };
