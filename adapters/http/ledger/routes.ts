import type { UseCases } from '../../../application/use-cases.ts';
import {
  addChargeBody,
  booksArrearsSchema,
  booksIntentBody,
  booksIntentSchema,
  cardPaymentBody,
  booksCollectionSchema,
  booksSchema,
  entryParam,
  entryWrittenSchema,
  leaseParam,
  recordPaymentBody,
  statementFileName,
  statementQuery,
  statementSchema,
  voidBody,
  type EntryWrittenDto,
} from './contract.ts';
import { booksArrearsDto, booksCollectionDto, booksDto, statementDto } from './dto.ts';
import { toCsv } from '../../../domain/shared/csv.ts';
import { booksArrearsSheet, collectionSheet } from '../../../domain/ledger/sheets.ts';
import { booksSheetWordsIn } from '../../wording/report-wording.ts';
import { csvSchema, fileSchema } from '../shared/contract.ts';
import type { Context } from 'koa';
import { type Route, route, ok } from '../route.ts';
import { statementPdf } from './statement-pdf.ts';
import { pdfReply } from '../shared/pdf.ts';
import type { MonthStatement } from '../../../application/ledger/read-books.ts';
import type { Language } from '../../../domain/shared/language.ts';
import type { EntryWritten } from '../../../application/ledger/write-books.ts';
import type { LedgerEntry } from '../../../domain/ledger/ledger.ts';
import { entryAmount } from '../../../domain/ledger/writing.ts';
import { toTaka } from '../../../domain/shared/money.ts';

const written = ({ entry, books }: EntryWritten<LedgerEntry>): EntryWrittenDto => ({
  entryId: entry.id,
  receiptNumber: entry.type === 'credit' ? (entry.receiptNumber ?? null) : null,
  books: booksDto(books),
});

export function ledgerRoutes(u: UseCases): Route[] {
  /** A month's statement as a PDF attachment in the reader's language. */
  const pdfOf = async (statement: MonthStatement, language: Language, ctx: Context) => {
    const dto = statementDto(statement);
    const pdf = await statementPdf(dto, await u.getBuilding.execute(), language);
    return pdfReply(ctx, statementFileName(dto.lease.flat.number, dto.month), pdf);
  };
  return [
    route({
      method: 'GET',
      path: '/api/ledger/mine',
      access: 'signed-in',
      rateLimit: 'standard',
      summary:
        "The caller's books: their running lease's, or a former resident's last lease's (404 AGREEMENT.NOT_FOUND without a lease)",
      response: booksSchema,
      handle: async ({ actor }) => ok(booksDto(await u.getMyBooks.execute(actor))),
    }),
    route({
      method: 'GET',
      path: '/api/ledger/mine/statement',
      access: 'signed-in',
      rateLimit: 'standard',
      summary:
        "A month's statement of the caller's books: balance carried in, each charge and credit, balance carried out",
      query: statementQuery,
      response: statementSchema,
      handle: async ({ actor, query }) => ok(statementDto(await u.getStatement.execute({ actor, month: query.month }))),
    }),
    route({
      method: 'GET',
      path: '/api/ledger/mine/statement/pdf',
      access: 'signed-in',
      rateLimit: 'standard',
      produces: 'application/pdf',
      summary: "The same month's statement of the caller's books as a PDF file in the caller's language",
      query: statementQuery,
      response: fileSchema,
      handle: async ({ actor, query, ctx }) =>
        pdfOf(await u.getStatement.execute({ actor, month: query.month }), actor.language, ctx),
    }),
    route({
      method: 'POST',
      path: '/api/ledger/mine/intents',
      access: 'signed-in',
      rateLimit: 'strict',
      formFields: true,
      summary:
        "Open a card payment of the caller's whole balance, or of what is left of one of their charges (a former " +
        'resident settling their last lease too); the server prices it from the books (409 PAYMENT.NOTHING_OWED, ' +
        'PAYMENT.AMOUNT_MISMATCH)',
      body: booksIntentBody,
      response: booksIntentSchema,
      handle: async ({ actor, body }) => {
        const intent = await u.createBooksIntent.execute({
          actor,
          ...(body.forCharge !== undefined ? { forCharge: body.forCharge } : {}),
          ...(body.amount !== undefined ? { amountMinor: entryAmount(body.amount) } : {}),
        });
        return ok({ clientSecret: intent.clientSecret, intentId: intent.intentId, amount: toTaka(intent.amountMinor) });
      },
    }),
    route({
      method: 'POST',
      path: '/api/ledger/mine/card-payments',
      access: 'signed-in',
      rateLimit: 'strict',
      creates: true,
      summary:
        'Record a card payment opened from the books once the provider says it succeeded: it gets the next receipt ' +
        'number, and reporting it again answers the same entry',
      body: cardPaymentBody,
      response: entryWrittenSchema,
      handle: async ({ actor, body }) =>
        ok(written(await u.recordBooksCardPayment.execute({ transactionId: body.transactionId, reportedBy: actor }))),
    }),
    route({
      method: 'GET',
      path: '/api/admin/books',
      access: 'admin',
      rateLimit: 'standard',
      summary: 'Every running lease, and every ended one with a balance: what each owes, by how long, most owed first',
      response: booksArrearsSchema,
      handle: async () => ok(booksArrearsDto(await u.getBooksArrears.execute())),
    }),
    // Before '/api/admin/books/:leaseId', which would otherwise take these paths for a lease's id.
    route({
      method: 'GET',
      path: '/api/admin/books/csv',
      access: 'admin',
      rateLimit: 'standard',
      produces: 'text/csv',
      summary:
        "The same list of what each lease owes by age as a CSV file (RFC 4180, UTF-8) with its words in the caller's " +
        'language; amounts in taka as plain numbers and the day as YYYY-MM-DD in every language',
      response: csvSchema,
      handle: async ({ actor, ctx }) => {
        const report = await u.getBooksArrears.execute();
        ctx.type = 'text/csv; charset=utf-8';
        ctx.attachment(`books-${report.today}.csv`);
        const rows = report.rows.map((b) => ({
          memberName: b.agreement.userName,
          memberEmail: b.agreement.userEmail,
          block: b.agreement.block,
          floor: b.agreement.floor,
          number: b.agreement.number,
          current: b.agreement.status === 'accepted',
          owed: b.settlement.owed,
          ageing: b.ageing,
        }));
        const sheet = booksArrearsSheet(
          { today: report.today, rows, totals: report.totals },
          booksSheetWordsIn(actor.language),
        );
        // The byte-order mark tells spreadsheet programs the file is UTF-8.
        return { body: `\uFEFF${toCsv(sheet)}` };
      },
    }),
    route({
      method: 'GET',
      path: '/api/admin/books/collection',
      access: 'admin',
      rateLimit: 'standard',
      summary:
        'The last twelve months up to the building’s current one: billed by kind against collected by method (card, ' +
        'cash, bank, cheque, bKash, Nagad), with coupons’ discounts and waivers apart',
      response: booksCollectionSchema,
      handle: async () => ok(booksCollectionDto(await u.getBooksCollection.execute())),
    }),
    route({
      method: 'GET',
      path: '/api/admin/books/collection/csv',
      access: 'admin',
      rateLimit: 'standard',
      produces: 'text/csv',
      summary:
        "The same twelve months as a CSV file (RFC 4180, UTF-8) with its words in the caller's language; amounts in " +
        'taka as plain numbers in every language',
      response: csvSchema,
      handle: async ({ actor, ctx }) => {
        const report = await u.getBooksCollection.execute();
        ctx.type = 'text/csv; charset=utf-8';
        ctx.attachment(`billed-and-collected-${report.currentMonth}.csv`);
        return { body: `\uFEFF${toCsv(collectionSheet(report.months, booksSheetWordsIn(actor.language)))}` };
      },
    }),
    route({
      method: 'GET',
      path: '/api/admin/books/:leaseId',
      access: 'admin',
      rateLimit: 'standard',
      summary: "A lease's books: its charges and credits with what settled each, its balance and its voided entries",
      params: leaseParam,
      response: booksSchema,
      handle: async ({ params }) => ok(booksDto(await u.getLeaseBooks.execute(params.leaseId))),
    }),
    route({
      method: 'GET',
      path: '/api/admin/books/:leaseId/statement',
      access: 'admin',
      rateLimit: 'standard',
      summary: "A month's statement of a lease's books",
      params: leaseParam,
      query: statementQuery,
      response: statementSchema,
      handle: async ({ params, query }) =>
        ok(statementDto(await u.getStatement.execute({ leaseId: params.leaseId, month: query.month }))),
    }),
    route({
      method: 'GET',
      path: '/api/admin/books/:leaseId/statement/pdf',
      access: 'admin',
      rateLimit: 'standard',
      produces: 'application/pdf',
      summary: "The same month's statement of a lease's books as a PDF file in the caller's language",
      params: leaseParam,
      query: statementQuery,
      response: fileSchema,
      handle: async ({ actor, params, query, ctx }) =>
        pdfOf(await u.getStatement.execute({ leaseId: params.leaseId, month: query.month }), actor.language, ctx),
    }),
    route({
      method: 'POST',
      path: '/api/admin/books/:leaseId/payments',
      access: 'admin',
      rateLimit: 'standard',
      creates: true,
      formFields: true,
      summary:
        'Record money received in cash, by bank, cheque, bKash or Nagad: it gets the next receipt number and the resident is told (409 LEDGER.DUPLICATE_REFERENCE)',
      params: leaseParam,
      body: recordPaymentBody,
      response: entryWrittenSchema,
      handle: async ({ actor, params, body }) =>
        ok(written(await u.recordLedgerPayment.execute({ ...body, leaseId: params.leaseId, by: actor.email }))),
    }),
    route({
      method: 'POST',
      path: '/api/admin/books/:leaseId/charges',
      access: 'admin',
      rateLimit: 'standard',
      creates: true,
      formFields: true,
      summary:
        'Add a charge beside the rent (service charge, a utility bill, a repair, a fine) for a month the lease covers',
      params: leaseParam,
      body: addChargeBody,
      response: entryWrittenSchema,
      handle: async ({ actor, params, body }) =>
        ok(written(await u.addLedgerCharge.execute({ ...body, leaseId: params.leaseId, by: actor.email }))),
    }),
    route({
      method: 'POST',
      path: '/api/admin/books/:leaseId/entries/:entryId/void',
      access: 'admin',
      rateLimit: 'standard',
      creates: true,
      formFields: true,
      summary:
        'Void a charge or a recorded payment, with the reason (409 LEDGER.ALREADY_VOIDED or LEDGER.NOT_VOIDABLE: rent is waived, card payments refunded)',
      params: entryParam,
      body: voidBody,
      response: entryWrittenSchema,
      handle: async ({ actor, params, body }) =>
        ok(
          written(
            await u.voidLedgerEntry.execute({
              leaseId: params.leaseId,
              entryId: params.entryId,
              reason: body.reason,
              by: actor.email,
            }),
          ),
        ),
    }),
  ];
}
