import type { Meta, StoryObj } from '@storybook/react-vite';
import { apartmentsHandler, failing, loadingForever, openAgreementHandler } from '@/lib/mocks/handlers.ts';
import { pendingAgreement } from '@/lib/mocks/dashboard-fixtures.ts';
import { sampleApartments } from '@/lib/mocks/fixtures.ts';
import ApartmentsPage from './ApartmentsPage.tsx';
import { ApartmentCard } from './ApartmentCard.tsx';
import { ApartmentFilters } from './ApartmentFilters.tsx';
import { ApartmentList } from './ApartmentList.tsx';
import { Pagination } from './Pagination.tsx';

const meta = {
  title: 'Screens/Apartments',
  component: ApartmentsPage,
  parameters: { route: '/apartments', msw: [apartmentsHandler()] },
} satisfies Meta<typeof ApartmentsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const apartment = sampleApartments[0]!;
const card = { layout: 'padded' };
const noop = () => {};

export const SignedOut: Story = {};
export const SignedIn: Story = { parameters: { auth: 'signedIn' } };
export const Loading: Story = { parameters: { msw: [loadingForever('/api/apartments')] } };
export const Empty: Story = { parameters: { msw: [apartmentsHandler([])] } };
/** Let flats shown too (the address says so), and none listed at all. */
export const NothingListed: Story = {
  parameters: { route: '/apartments?availableOnly=false', msw: [apartmentsHandler([])] },
};
/** Every flat let: none is free, and the let ones are one click away. */
export const EveryFlatLet: Story = {
  parameters: { msw: [apartmentsHandler(sampleApartments.map((a) => ({ ...a, available: false })))] },
};
/** The let flats too: each says it is let, with no rent. */
export const WithLetFlats: Story = { parameters: { route: '/apartments?availableOnly=false' } };
/** Back after a reload: the flat this person asked for is marked from their own request on the server. */
export const SignedInRequestSent: Story = {
  parameters: {
    auth: 'signedIn',
    msw: [apartmentsHandler(), openAgreementHandler({ ...pendingAgreement, apartmentId: apartment._id })],
  },
};
export const Failed: Story = { parameters: { msw: [failing('/api/apartments')] } };
export const OnePageNoButtons: Story = { parameters: { msw: [apartmentsHandler(sampleApartments.slice(0, 5))] } };
export const Filtered: Story = { parameters: { route: '/apartments?minRent=14000&maxRent=16000' } };
/** An address past the last page: said so, with the way back. */
export const PastTheLastPage: Story = { parameters: { route: '/apartments?page=99' } };
/** A range typed into the address that the server refuses: its words, and every apartment one click away. */
export const RangeRefused: Story = {
  parameters: {
    route: '/apartments?minRent=50000&maxRent=10000',
    msw: [failing('/api/apartments', 'get', 'minRent must not be above maxRent', 400)],
  },
};
export const CardIdle: Story = {
  parameters: card,
  render: () => (
    <div className="max-w-xs">
      <ApartmentCard apartment={apartment} applyState="idle" onApply={noop} />
    </div>
  ),
};
export const CardSending: Story = {
  parameters: card,
  render: () => (
    <div className="max-w-xs">
      <ApartmentCard apartment={apartment} applyState="sending" onApply={noop} />
    </div>
  ),
};
export const CardRequestSent: Story = {
  parameters: card,
  render: () => (
    <div className="max-w-xs">
      <ApartmentCard apartment={apartment} applyState="sent" onApply={noop} />
    </div>
  ),
};
/** The flat the signed-in member lives in. */
export const CardYours: Story = {
  parameters: card,
  render: () => (
    <div className="max-w-xs">
      <ApartmentCard apartment={{ ...apartment, available: false }} applyState="yours" onApply={noop} />
    </div>
  ),
};
export const CardRented: Story = {
  parameters: card,
  render: () => (
    <div className="max-w-xs">
      <ApartmentCard apartment={{ ...apartment, available: false }} applyState="idle" onApply={noop} />
    </div>
  ),
};
/** A flat added without a photo yet: a drawn placeholder, never a broken image. */
export const CardNoPhoto: Story = {
  parameters: card,
  render: () => (
    <div className="max-w-xs">
      <ApartmentCard apartment={{ ...apartment, image: '' }} applyState="idle" onApply={noop} />
    </div>
  ),
};
export const Filters: Story = {
  parameters: card,
  render: () => <ApartmentFilters minRent="" maxRent="15000" onSearch={noop} availableOnly onAvailableOnly={noop} />,
};
/** Min above Max: said beside the field at once, nothing sent. */
export const FiltersRangeWrong: Story = {
  parameters: card,
  render: () => (
    <ApartmentFilters minRent="50000" maxRent="10000" onSearch={noop} availableOnly={false} onAvailableOnly={noop} />
  ),
};
export const PaginationFourPages: Story = {
  parameters: card,
  render: () => <Pagination page={2} total={24} pageSize={6} onPage={noop} />,
};
export const PaginationHiddenAtSix: Story = {
  parameters: card,
  render: () => <Pagination page={1} total={6} pageSize={6} onPage={noop} />,
};
export const ListLoading: Story = { parameters: card, render: () => <ApartmentList status="loading" /> };
export const ListError: Story = { parameters: card, render: () => <ApartmentList status="error" onRetry={noop} /> };
export const ListEmpty: Story = {
  parameters: card,
  render: () => <ApartmentList status="ready" apartments={[]} applyStateOf={() => 'idle'} onApply={noop} />,
};
