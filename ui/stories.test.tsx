/**
 * Every story file has its own test beside it (<name>.stories.test.tsx, which runs checkStories from
 * test-support/stories.tsx over it), and every such test has its story file.
 */
import { expect, it } from 'vitest';

const storyFiles = Object.keys(import.meta.glob('./**/*.stories.tsx'));
const storyTests = Object.keys(import.meta.glob('./**/*.stories.test.tsx'));

it('has a test beside every story file, and a story file for every such test', () => {
  expect(storyFiles.length).toBeGreaterThan(0);
  expect(storyTests.map((path) => path.replace('.stories.test.tsx', '.stories.tsx')).sort()).toEqual(
    [...storyFiles].sort(),
  );
});
