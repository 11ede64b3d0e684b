import { describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@/test-support/api-mock.ts';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import { payments } from '@/lib/mocks/dashboard-fixtures.ts';
import { renderDashboard } from '@/test-support/render-dashboard.tsx';
import { receiptPdfFailing, receiptPdfs, receipts } from '../mocks/handlers.ts';

const server = mockApi();

/** The description beside a term on the receipt. */
const field = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('receipt page', () => {
  it('opens from a Payment History row and shows every figure of that payment', async () => {
    server.use(receipts, ...mock.happy('member'));
    renderDashboard('/dashboard/payment-history');
    await userEvent.click(await screen.findByRole('link', { name: 'Receipt for October 2026' }));

    expect(await screen.findByRole('heading', { name: 'Rent Receipt', level: 1 })).toBeInTheDocument();
    expect(within(screen.getByRole('article')).getByText('Lakeview Residency')).toBeInTheDocument();
    expect(screen.getByText(/Receipt No\./)).toHaveTextContent('Receipt No. R-000012');
    expect(field('Received from')).toBe('Nadia Rahmannadia@example.com');
    expect(field('Apartment')).toBe('Floor 3, Block B, Room B302');
    expect(field('Rent for')).toBe('October 2026');
    expect(field('Transaction ID')).toBe(payments[0]!.transactionId);
    const amounts = within(screen.getByRole('table', { name: 'Amounts' }));
    expect(amounts.getByRole('row', { name: /Monthly rent/ })).toHaveTextContent('14,500৳');
    expect(amounts.getByRole('row', { name: /Discount \(10%\)/ })).toHaveTextContent('−1,450৳');
    expect(amounts.getByRole('row', { name: /Total paid/ })).toHaveTextContent('13,050৳');
    expect(screen.getByRole('link', { name: /Back to Payment History/ })).toHaveAttribute(
      'href',
      '/dashboard/payment-history',
    );
  });

  it('downloads the receipt as a PDF file from its own address, by keyboard too', async () => {
    const asked: string[] = [];
    server.use(receipts, receiptPdfs, ...mock.happy('member'));
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/pdf')) asked.push(new URL(request.url).pathname);
    });
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:test';
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('receipt-R-000015.pdf');
    });
    renderDashboard('/dashboard/receipts/15');
    const button = await screen.findByRole('button', { name: 'Download PDF' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect(asked).toEqual(['/api/payments/receipts/15/pdf']);
    expect(saved[0]!.type).toBe('application/pdf');
    server.events.removeAllListeners();
    vi.restoreAllMocks();
  });

  it('says why a PDF download failed', async () => {
    server.use(receipts, receiptPdfFailing, ...mock.happy('member'));
    renderDashboard('/dashboard/receipts/15');
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side');
  });

  it('prints with the browser', async () => {
    // happy-dom has no print dialog to spy on.
    const print = vi.fn();
    window.print = print;
    server.use(receipts, ...mock.happy('member'));
    renderDashboard('/dashboard/receipts/15');
    await userEvent.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('lets an admin open any receipt, with the way back to Rent Collection', async () => {
    server.use(receipts, ...mock.happy('admin'));
    renderDashboard('/dashboard/receipts/15');
    expect(await screen.findByText(/Receipt No\./)).toHaveTextContent('Receipt No. R-000015');
    expect(screen.getByRole('link', { name: /Back to Rent Collection/ })).toBeInTheDocument();
  });

  it('says not found for a receipt the server will not show, and for a number that cannot be one', async () => {
    server.use(receipts, ...mock.happy('member'));
    renderDashboard('/dashboard/receipts/99');
    expect(await screen.findByText(/Receipt not found/)).toBeInTheDocument();
    cleanup();
    renderDashboard('/dashboard/receipts/12abc');
    expect(await screen.findByText(/Receipt not found/)).toBeInTheDocument();
  });

  it('says so when the receipt cannot be loaded', async () => {
    // A 4xx, because a 5xx is retried three times first (as every screen does), which would only slow the test.
    server.use(mock.failing('get', '/api/payments/receipts/:number', 403), ...mock.happy('member'));
    renderDashboard('/dashboard/receipts/12');
    expect(await screen.findByText('Failed to load the receipt. Please try again.')).toBeInTheDocument();
  });

  it('offers no receipt for a payment recorded without a number', async () => {
    server.use(mock.myPayments([{ ...payments[0]!, receiptNumber: null }]), ...mock.happy('member'));
    renderDashboard('/dashboard/payment-history');
    expect(await screen.findByText('Not available')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Receipt for/ })).not.toBeInTheDocument();
  });

  it('shows a payment recorded at the office: how and the day it was received, no month, rent or discount', async () => {
    server.use(receipts, ...mock.happy('member'));
    renderDashboard('/dashboard/receipts/17');
    expect(await screen.findByRole('heading', { name: 'Payment Receipt', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/Receipt No\./)).toHaveTextContent('Receipt No. R-000017');
    expect(screen.getByText(/^Received on/)).toHaveTextContent('Received on 8 Dec 2026');
    expect(field('Payment')).toBe('Paid by bKash, reference BKX7Q2M9');
    expect(field('Apartment')).toBe('Floor 3, Block B, Room B302');
    expect(screen.queryByText('Rent for', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.queryByText('Transaction ID', { selector: 'dt' })).not.toBeInTheDocument();
    const amounts = within(screen.getByRole('table', { name: 'Amounts' }));
    expect(amounts.getAllByRole('row')).toHaveLength(1);
    expect(amounts.getByRole('row', { name: /Total paid/ })).toHaveTextContent('5,000৳');
  });

  it('says "paid in cash" in Bangla too', async () => {
    server.use(receipts, ...mock.happy('member'));
    renderDashboard('/dashboard/receipts/18', undefined, 'bn');
    expect(await screen.findByRole('heading', { name: 'পেমেন্টের রসিদ', level: 1 })).toBeInTheDocument();
    expect(field('পরিশোধ')).toBe('ক্যাশে পরিশোধ');
    expect(screen.getByText(/^গ্রহণের তারিখ/)).toHaveTextContent('গ্রহণের তারিখ ১২ ডিসে, ২০২৬');
  });
});
