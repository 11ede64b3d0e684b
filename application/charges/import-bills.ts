import { leaseOf, type Agreement } from '../../domain/agreements/agreement.ts';
import { covers } from '../../domain/agreements/lease.ts';
import type { ListedApartment } from '../../domain/apartments/apartment.ts';
import { billCharge, billOf, BillLineError, MAX_BILL_ROWS, type Bill } from '../../domain/charges/charges.ts';
import { CHARGE_LABELS } from '../../domain/ledger/writing.ts';
import { type LedgerCharge } from '../../domain/ledger/ledger.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import { formatMonth } from '../../domain/shared/month.ts';
import type { Agreements } from '../agreements/ports.ts';
import type { Apartments } from '../apartments/ports.ts';
import type { AuditTrail } from '../audit/audit-trail.ts';
import type { LedgerEntries } from '../ledger/ports.ts';
import type { BuildingCalendar, Clock, UnitOfWork } from '../shared/ports.ts';

/** One line of a spreadsheet of bills, its cells as written; `line` is where it is in the file (the header is 1). */
export interface BillRow {
  readonly line: number;
  readonly flat: string;
  readonly month: string;
  readonly kind: string;
  readonly amount: string;
}

const TOO_MANY_ROWS = `A spreadsheet may load at most ${MAX_BILL_ROWS} bills; split it into smaller files and load them one by one`;

type Flat = Pick<ListedApartment, 'id' | 'block' | 'floor' | 'number'>;

/**
 * The flat a cell names: its number ("A101", any case), its block and number written together when numbers repeat
 * across blocks ("BA101"), or its block, floor and number ("B/4/401"). A number two flats share names neither.
 */
export function flatNamed(cell: string, flats: readonly Flat[]): Flat | string {
  const text = cell.trim().toUpperCase();
  const shown = text.slice(0, 30);
  if (text.length === 0) return 'the flat is empty; write its number, e.g. A101, or block/floor/number';
  const parts = text.split('/').map((p) => p.trim());
  const found =
    parts.length === 3
      ? flats.filter(
          (f) =>
            f.block.toUpperCase() === parts[0] && String(f.floor) === parts[1] && f.number.toUpperCase() === parts[2],
        )
      : ((byNumber) =>
          byNumber.length > 0 ? byNumber : flats.filter((f) => `${f.block}${f.number}`.toUpperCase() === text))(
          flats.filter((f) => f.number.toUpperCase() === text),
        );
  if (found.length === 1) return found[0]!;
  return found.length === 0
    ? `there is no flat ${shown} in the building`
    : `${shown} names more than one flat; write block/floor/number, e.g. ${found[0]!.block}/${found[0]!.floor}/${found[0]!.number}`;
}

/** The lease that bills a flat's month: the latest of those covering it, as a person's rent is billed. */
const leaseCovering = (leases: readonly Agreement[], flatId: string, month: string): Agreement | undefined =>
  leases.filter((a) => a.apartmentId === flatId && leaseOf(a) !== undefined && covers(leaseOf(a)!, month)).at(-1);

const byBeginning = (a: Agreement, b: Agreement): number =>
  (a.startMonth ?? '') < (b.startMonth ?? '') ? -1 : (a.startMonth ?? '') > (b.startMonth ?? '') ? 1 : 0;

type Resolved = { row: BillRow; problem: BillLineError } | { row: BillRow; flat: Flat; lease: Agreement; bill: Bill };

/**
 * Loads utility bills from a spreadsheet: each line becomes a charge on the books of the lease that covers its flat
 * in its month, every line or none, in one unit of work, audit-logged once. The first wrong line is named with what is
 * wrong: a flat that is not the building's, a month no lease of the flat covers or after this one, a kind or an
 * amount not accepted, the same bill twice in the file, or a bill loaded before (each bill's id is its lease, month
 * and kind, so loading a file again is refused).
 */
export class ImportBills {
  constructor(
    private readonly apartments: Apartments,
    private readonly agreements: Agreements,
    private readonly ledger: LedgerEntries,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly calendar: BuildingCalendar,
    private readonly audit: AuditTrail,
  ) {}

  async execute({ rows, by }: { rows: readonly BillRow[]; by: string }): Promise<{ imported: number }> {
    if (rows.length === 0) throw new BillLineError(2, 'the file has a header but no bills below it');
    if (rows.length > MAX_BILL_ROWS) throw new DomainError('CHARGE.IMPORT_TOO_MANY_ROWS', TOO_MANY_ROWS);
    return this.uow.run(async () => {
      const [flats, leases] = await Promise.all([this.apartments.listAll(), this.agreements.listLeases()]);
      const resolved = this.resolve(rows, flats, [...leases].sort(byBeginning));
      await this.hold(resolved);
      // Read after the leases are held, so a bill another import wrote meanwhile is seen.
      const written = new Set((await this.ledger.listAll()).map((e) => e.id));
      const at = this.clock.now();
      const seen = new Map<string, number>();
      const charges: LedgerCharge[] = resolved.map((r) => {
        if ('problem' in r) throw r.problem;
        const charge = billCharge(r.lease.id, r.bill, by, at);
        const what = `the ${CHARGE_LABELS[r.bill.kind].toLowerCase()} of ${r.flat.number} for ${formatMonth(r.bill.month)}`;
        const first = seen.get(charge.id);
        if (first !== undefined) throw new BillLineError(r.row.line, `${what} is already on line ${first}`);
        if (written.has(charge.id)) throw new BillLineError(r.row.line, `${what} was loaded before`);
        seen.set(charge.id, r.row.line);
        return charge;
      });
      for (const charge of charges) await this.ledger.add(charge);
      const count = `${charges.length} bill${charges.length === 1 ? '' : 's'}`;
      await this.audit.record({
        actor: by,
        action: 'charges.import',
        subject: count,
        label: count,
        after: { imported: charges.length },
      });
      return { imported: charges.length };
    });
  }

  /** Each line's flat, bill and lease, or its first problem, in the order the line's cells are read. */
  private resolve(rows: readonly BillRow[], flats: readonly Flat[], leases: readonly Agreement[]): Resolved[] {
    const current = this.calendar.thisMonth();
    return rows.map((row) => {
      const refused = (problem: string) => ({ row, problem: new BillLineError(row.line, problem) });
      const flat = flatNamed(row.flat, flats);
      if (typeof flat === 'string') return refused(flat);
      let bill: Bill;
      try {
        bill = billOf(row.line, row);
      } catch (error) {
        if (error instanceof BillLineError) return { row, problem: error };
        throw error;
      }
      if (bill.month > current)
        return refused(`${formatMonth(bill.month)} is after this month; bills are loaded once they are due`);
      const lease = leaseCovering(leases, flat.id, bill.month);
      if (!lease) return refused(`no lease of ${flat.number} covers ${formatMonth(bill.month)}`);
      return { row, flat, lease, bill };
    });
  }

  /**
   * Holds every lease the bills go to, running or ended, in the order of their ids (so two imports naming the same
   * leases never wait for each other in a circle): a running one cannot end while its bills are written, and an
   * import of the same bills waits until this one is done, then reads them as loaded before.
   */
  private async hold(resolved: readonly Resolved[]): Promise<void> {
    const leases = new Map<string, Agreement>();
    for (const r of resolved) if ('lease' in r) leases.set(r.lease.id, r.lease);
    for (const id of [...leases.keys()].sort()) {
      const held = await this.agreements.holdLease(id);
      if (held?.status !== leases.get(id)!.status)
        throw new DomainError(
          'AGREEMENT.NOT_ACCEPTED',
          'A lease these bills go to changed meanwhile; load the file again',
        );
    }
  }
}
