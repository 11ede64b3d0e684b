import { describe, expect, it } from 'vitest';
import type { Persistence } from '../../../../adapters/persistence/persistence.ts';

const N = 20;

export function processedEventsContract(store: () => Persistence) {
  describe('ProcessedEvents', () => {
    it('knows no event until it is marked, and marks each event once', async () => {
      const events = store().processedEvents;
      expect(await events.isProcessed('evt_1')).toBe(false);
      expect(await events.markProcessed('evt_1')).toBe(true);
      expect(await events.isProcessed('evt_1')).toBe(true);
      expect(await events.markProcessed('evt_1')).toBe(false);
      expect(await events.isProcessed('evt_1')).toBe(true);
    });

    it('tells event ids apart exactly, case included', async () => {
      const events = store().processedEvents;
      expect(await events.markProcessed('evt_Abc')).toBe(true);
      expect(await events.isProcessed('evt_abc')).toBe(false);
      expect(await events.markProcessed('evt_abc')).toBe(true);
      expect(await events.isProcessed('evt_Ab')).toBe(false);
    });

    it('forgets a mark made inside a unit of work that fails, so the redelivery is handled', async () => {
      const s = store();
      const failure = new Error('recording failed after the mark');
      await expect(
        s.uow.run(async () => {
          await s.processedEvents.markProcessed('evt_rolled_back');
          throw failure;
        }),
      ).rejects.toBe(failure);
      expect(await s.processedEvents.isProcessed('evt_rolled_back')).toBe(false);
      expect(await s.processedEvents.markProcessed('evt_rolled_back')).toBe(true);
    });

    it(`lets exactly one of ${N} simultaneous deliveries of one event mark it`, async () => {
      const events = store().processedEvents;
      const marks = await Promise.all(Array.from({ length: N }, () => events.markProcessed('evt_race')));
      expect(marks.filter(Boolean)).toHaveLength(1);
      expect(await events.isProcessed('evt_race')).toBe(true);
    });

    it(`marks ${N} different events at once, each for the first time`, async () => {
      const events = store().processedEvents;
      const marks = await Promise.all(Array.from({ length: N }, (_, i) => events.markProcessed(`evt_${i}`)));
      expect(marks).toEqual(Array.from({ length: N }, () => true));
    });
  });
}
