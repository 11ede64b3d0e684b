import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { leaseOf, type Agreement } from '../../../domain/agreements/agreement.ts';
import { arrearsReport, firstReportMonth, rentCollection } from '../../../domain/payments/collection.ts';
import { covers } from '../../../domain/agreements/lease.ts';
import { addMonths, monthsFrom } from '../../../domain/shared/month.ts';
import { anAgreement, anApartment, aUser } from '../../support/builders.ts';
import { poisha, taka, ZERO } from '../../../domain/shared/money.ts';

describe('rent collection over time', () => {
  it('counts a person who moved out and back in within a month once, under their later lease', () => {
    const person = aUser().withEmail('mina@example.com').withName('Mina').build();
    const flat = anApartment().withId('apt-c1').at('C', 1, 'C101').withRent(10_000).build();
    const first = anAgreement().withId('agr-m1').by(person).on(flat).startingIn('2026-06').endingIn('2026-11').build();
    const second = anAgreement()
      .withId('agr-m2')
      .by(person)
      .on({ ...flat, rent: 11_000 })
      .startingIn('2026-11')
      .accepted()
      .build();
    for (const leases of [
      [first, second],
      [second, first],
    ]) {
      const { rows } = rentCollection(leases, new Map());
      expect(rows.map((r) => [r.memberEmail, r.dueMinor])).toEqual([['mina@example.com', 1_100_000]]);
    }
  });
});

describe('arrears', () => {
  const flat = (n: number, rent: number) =>
    anApartment().withId(`apt-${n}`).at('A', n, `A${n}01`).withRent(rent).build();
  const person = (name: string) => aUser().withEmail(`${name.toLowerCase()}@example.com`).withName(name).build();

  it('lists current and former members with unpaid months, largest debt first, and leaves out the paid up', () => {
    const rahim = anAgreement()
      .withId('a1')
      .by(person('Rahim'))
      .on(flat(1, 10_000))
      .startingIn('2026-09')
      .accepted()
      .build();
    const karim = anAgreement()
      .withId('a2')
      .by(person('Karim'))
      .on(flat(2, 20_000))
      .startingIn('2026-06')
      .endingIn('2026-08')
      .build();
    const nadia = anAgreement()
      .withId('a3')
      .by(person('Nadia'))
      .on(flat(3, 10_000))
      .startingIn('2026-10')
      .accepted()
      .build();
    const pending = anAgreement().withId('a4').by(person('Pending')).on(flat(4, 10_000)).build();
    const paid = new Map([
      ['rahim@example.com', new Set(['2026-10'])],
      ['karim@example.com', new Set(['2026-06', '2026-07'])],
      ['nadia@example.com', new Set(['2026-10', '2026-11'])],
    ]);
    expect(arrearsReport([rahim, karim, nadia, pending], paid, '2026-11')).toEqual([
      {
        memberEmail: 'karim@example.com',
        memberName: 'Karim',
        current: false,
        months: ['2026-08'],
        owedMinor: poisha(2_000_000),
      },
      {
        memberEmail: 'rahim@example.com',
        memberName: 'Rahim',
        current: true,
        months: ['2026-09', '2026-11'],
        owedMinor: poisha(2_000_000),
      },
    ]);
  });

  it('joins the leases of one person, and orders equal debts by name', () => {
    const mina = person('Mina');
    const old = anAgreement()
      .withId('b1')
      .by(mina)
      .on(flat(1, 10_000))
      .startingIn('2026-07')
      .endingIn('2026-07')
      .build();
    const now = anAgreement().withId('b2').by(mina).on(flat(2, 12_000)).startingIn('2026-11').accepted().build();
    const abul = anAgreement()
      .withId('b3')
      .by(person('Abul'))
      .on(flat(3, 22_000))
      .startingIn('2026-11')
      .accepted()
      .build();
    const otherMina = anAgreement()
      .withId('b4')
      .by(aUser().withEmail('mina.b@example.com').withName('Mina').build())
      .on(flat(4, 22_000))
      .startingIn('2026-11')
      .accepted()
      .build();
    expect(arrearsReport([now, old, otherMina, abul], new Map(), '2026-11')).toEqual([
      {
        memberEmail: 'abul@example.com',
        memberName: 'Abul',
        current: true,
        months: ['2026-11'],
        owedMinor: poisha(2_200_000),
      },
      {
        memberEmail: 'mina.b@example.com',
        memberName: 'Mina',
        current: true,
        months: ['2026-11'],
        owedMinor: poisha(2_200_000),
      },
      {
        memberEmail: 'mina@example.com',
        memberName: 'Mina',
        current: true,
        months: ['2026-07', '2026-11'],
        owedMinor: poisha(2_200_000),
      },
    ]);
  });
});

describe('reports read from leases in any order', () => {
  const sohel = aUser().withEmail('sohel@example.com').withName('Sohel').build();
  const flat = (rent: number) => anApartment().withId(`apt-${rent}`).withRent(rent).build();

  it("bills the month someone moved out and back in at the later lease's rent, whichever lease is read first", () => {
    const left = anAgreement().withId('z-left').by(sohel).on(flat(17_000)).startingIn('2026-09').endingIn('2026-10');
    const back = anAgreement().withId('a-back').by(sohel).on(flat(15_000)).startingIn('2026-10').accepted();
    const paid = new Map([['sohel@example.com', new Set(['2026-09'])]]);
    for (const leases of [
      [left.build(), back.build()],
      [back.build(), left.build()],
    ])
      expect(arrearsReport(leases, paid, '2026-11')).toEqual([
        {
          memberEmail: 'sohel@example.com',
          memberName: 'Sohel',
          current: true,
          months: ['2026-10', '2026-11'],
          owedMinor: poisha(3_000_000),
        },
      ]);
  });

  const MONTHS = monthsFrom('2026-01', '2026-08');
  const PEOPLE = ['mina@example.com', 'sohel@example.com'];
  /** Few people, months, rents and moments, so leases of one person overlap and tie on start and acceptance. */
  const lease = fc.record({
    person: fc.constantFrom(...PEOPLE),
    name: fc.constantFrom('A', 'B'),
    start: fc.integer({ min: 0, max: MONTHS.length - 1 }),
    length: fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }),
    rent: fc.constantFrom(15_000, 17_000, 20_000),
    decided: fc.option(fc.integer({ min: 0, max: 2 }), { nil: undefined }),
  });
  const building = fc
    .record({
      leases: fc.array(lease, { maxLength: 6 }),
      paid: fc.tuple(fc.subarray(MONTHS), fc.subarray(MONTHS)),
      current: fc.constantFrom(...MONTHS),
    })
    .chain(({ leases, paid, current }) => {
      const agreements = leases.map((l, index): Agreement => {
        const accepted = anAgreement()
          .withId(`agr-${index}`)
          .by({ email: l.person, name: `${l.person} ${l.name}` })
          .on(flat(l.rent))
          .startingIn(MONTHS[l.start]!)
          .accepted();
        const { decidedAt, ...agreement } = (
          l.length === undefined ? accepted : accepted.endingIn(addMonths(MONTHS[l.start]!, l.length))
        ).build();
        // Acceptances a millisecond apart, or (as a lease may lack the moment) none at all.
        return l.decided === undefined
          ? agreement
          : { ...agreement, decidedAt: new Date(decidedAt!.getTime() + l.decided) };
      });
      return fc.record({
        agreements: fc.constant(agreements),
        shuffled: fc.shuffledSubarray(agreements, { minLength: agreements.length, maxLength: agreements.length }),
        paid: fc.constant(new Map(PEOPLE.map((email, i) => [email, new Set(paid[i])]))),
        current: fc.constant(current),
      });
    });

  it('owes the same months at the same rents under the same names, whatever order the leases come in', () => {
    fc.assert(
      fc.property(building, ({ agreements, shuffled, paid, current }) => {
        expect(arrearsReport(shuffled, paid, current)).toEqual(arrearsReport(agreements, paid, current));
      }),
    );
  });

  it("reports each month's collection the same, whatever order the leases come in", () => {
    fc.assert(
      fc.property(building, ({ agreements, shuffled, paid }) => {
        for (const month of MONTHS) {
          const covering = (leases: Agreement[]) => leases.filter((a) => covers(leaseOf(a)!, month));
          const settled = { due: taka(15_000), remaining: ZERO, paid: taka(15_000) };
          const rents = new Map(PEOPLE.filter((email) => paid.get(email)?.has(month)).map((email) => [email, settled]));
          expect(rentCollection(covering(shuffled), rents)).toEqual(rentCollection(covering(agreements), rents));
        }
      }),
    );
  });
});

describe('the first month a report can show', () => {
  const leaseFrom = (startMonth: string) => anAgreement().startingIn(startMonth).accepted().build();

  it('is the earliest lease start, or this month when no lease started earlier', () => {
    expect(firstReportMonth([leaseFrom('2026-09'), leaseFrom('2026-03')], '2026-11')).toBe('2026-03');
    expect(firstReportMonth([anAgreement().build(), leaseFrom('2027-01')], '2026-11')).toBe('2026-11');
    expect(firstReportMonth([], '2026-11')).toBe('2026-11');
  });
});
