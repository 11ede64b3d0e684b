import { describe, expect, it } from 'vitest';
import { isEditOfSubstance, type Announcement } from '../../../domain/announcements/announcement.ts';

const posted: Announcement = {
  id: 'n1',
  title: 'Water off on Friday',
  description: 'From 10 to 12.\nFill a bucket.',
  createdAt: new Date(0),
  version: 0,
};

describe('an edit of substance', () => {
  it.each([
    ['the title', { title: 'Water off on Saturday' }],
    ['the text', { description: 'From 10 to 1.\nFill a bucket.' }],
  ])('is one that changes %s', (_, change) => {
    expect(isEditOfSubstance(posted, { ...posted, ...change })).toBe(true);
  });

  it('is not a change of spacing or letter case alone', () => {
    expect(
      isEditOfSubstance(posted, {
        ...posted,
        title: ' WATER off  on friday',
        description: 'from 10 to 12. fill a BUCKET.',
      }),
    ).toBe(false);
  });
});
