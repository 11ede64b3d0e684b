import { describe, expect, it } from 'vitest';
import type { Persistence } from '../../../../adapters/persistence/persistence.ts';
import type { ParkingSpace } from '../../../../domain/parking/parking.ts';

export function parkingContract(store: () => Persistence) {
  describe('ParkingSpaces', () => {
    const p10: ParkingSpace = { id: 'space-10', label: 'P-10' };
    const p2: ParkingSpace = { id: 'space-2', label: 'P-2' };
    const b1: ParkingSpace = { id: 'space-b1', label: 'B-1' };

    it('lists the spaces added, in label order with numbers by value', async () => {
      expect(await store().parkingSpaces.list()).toEqual([]);
      for (const space of [p10, p2, b1]) await store().parkingSpaces.add(space);
      expect(await store().parkingSpaces.list()).toEqual([b1, p2, p10]);
    });

    it('refuses a second space with a label already used, and keeps the first', async () => {
      await store().parkingSpaces.add(p2);
      await expect(store().parkingSpaces.add({ id: 'space-other', label: 'P-2' })).rejects.toMatchObject({
        code: 'PARKING.LABEL_TAKEN',
      });
      expect(await store().parkingSpaces.list()).toEqual([p2]);
    });

    it('assigns a member and frees the space again', async () => {
      await store().parkingSpaces.add(p2);
      await store().parkingSpaces.assign({ ...p2, memberEmail: 'rahim@example.com' });
      expect(await store().parkingSpaces.list()).toEqual([{ ...p2, memberEmail: 'rahim@example.com' }]);
      await store().parkingSpaces.assign(p2);
      expect(await store().parkingSpaces.list()).toEqual([p2]);
    });

    it('refuses a member on a second space, while any number of spaces stay free', async () => {
      for (const space of [p10, p2, b1]) await store().parkingSpaces.add(space);
      await store().parkingSpaces.assign({ ...p2, memberEmail: 'rahim@example.com' });
      await expect(store().parkingSpaces.assign({ ...p10, memberEmail: 'rahim@example.com' })).rejects.toMatchObject({
        code: 'PARKING.MEMBER_HAS_SPACE',
      });
      expect(await store().parkingSpaces.list()).toEqual([b1, { ...p2, memberEmail: 'rahim@example.com' }, p10]);
    });

    it('refuses to assign a space that does not exist', async () => {
      await expect(
        store().parkingSpaces.assign({ id: 'nope', label: 'P-9', memberEmail: 'rahim@example.com' }),
      ).rejects.toMatchObject({ code: 'PARKING.NOT_FOUND' });
    });

    it('undoes an added space when its unit of work fails', async () => {
      await expect(
        store().uow.run(async () => {
          await store().parkingSpaces.add(p2);
          throw new Error('later step failed');
        }),
      ).rejects.toThrow('later step failed');
      expect(await store().parkingSpaces.list()).toEqual([]);
    });
  });
}
