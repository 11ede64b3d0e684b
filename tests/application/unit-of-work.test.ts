import { describe, expect, it } from 'vitest';
import { aCoupon, anApartment, aUser } from '../support/builders.ts';
import { aWorld } from './world.ts';

const gate = () => {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
};

describe('the memory unit of work', () => {
  it('keeps every write of a unit that completes, and answers its value', async () => {
    const w = await aWorld();
    const answer = await w.uow.run(async () => {
      await w.users.save(aUser().build());
      await w.coupons.add(aCoupon().build());
      return 42;
    });
    expect(answer).toBe(42);
    expect(await w.users.count()).toBe(1);
    expect(await w.coupons.list()).toHaveLength(1);
  });

  it('rolls back every write when the work throws halfway', async () => {
    const w = await aWorld({ users: [aUser().build()] });
    const before = w.rows();
    const failure = new Error('halfway');
    await expect(
      w.uow.run(async () => {
        await w.users.save(aUser().member().build());
        await w.apartments.addMissing([anApartment().build()]);
        await w.coupons.add(aCoupon().build());
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(w.rows()).toEqual(before);
    expect((await w.users.byEmail('rahim@example.com'))?.role).toBe('user');
  });

  it('lets a unit started inside another join it, and roll back with it', async () => {
    const w = await aWorld();
    await expect(
      w.uow.run(async () => {
        await w.uow.run(() => w.coupons.add(aCoupon().build()));
        throw new Error('outer fails');
      }),
    ).rejects.toThrow('outer fails');
    expect(await w.coupons.list()).toEqual([]);
  });

  it('runs concurrent units one after the other', async () => {
    const w = await aWorld();
    const events: string[] = [];
    const first = gate();
    const a = w.uow.run(async () => {
      events.push('a starts');
      await first.opened;
      events.push('a ends');
    });
    const b = w.uow.run(async () => {
      events.push('b starts');
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(events).toEqual(['a starts']);
    first.open();
    await Promise.all([a, b]);
    expect(events).toEqual(['a starts', 'a ends', 'b starts']);
  });

  it('does not undo a later unit’s writes when an earlier one fails, nor stop the queue', async () => {
    const w = await aWorld();
    const first = gate();
    const failing = w.uow.run(async () => {
      await w.coupons.add(aCoupon().withId('c-a').withCode('A').build());
      await first.opened;
      throw new Error('a fails');
    });
    const succeeding = w.uow.run(() => w.coupons.add(aCoupon().withId('c-b').withCode('B').build()));
    first.open();
    await expect(failing).rejects.toThrow('a fails');
    await succeeding;
    expect((await w.coupons.list()).map((c) => c.code)).toEqual(['B']);
  });
});
