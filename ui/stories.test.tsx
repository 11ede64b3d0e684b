/**
 * Renders every story of every *.stories.tsx with the real Storybook preview (providers, MSW handlers), so a
 * broken story fails `npm test` and not only the Storybook build.
 */
import type { ReactElement } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { setupServer } from 'msw/node';
import type { RequestHandler } from 'msw';
import * as preview from '../storybook/preview.tsx';

type ComposedStory = ((props: object) => ReactElement) & { parameters: unknown };
import { defaultHandlers } from './lib/mocks/handlers.ts';

setProjectAnnotations(preview);

const server = setupServer(...defaultHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

const files = import.meta.glob<Record<string, unknown>>('./**/*.stories.tsx', { eager: true });

describe.each(Object.entries(files))('%s', (_path, module) => {
  const stories = Object.entries(composeStories(module as Parameters<typeof composeStories>[0])) as [string, ComposedStory][];
  it.each(stories)('%s renders', async (_name, Story) => {
    const handlers = (Story.parameters as { msw?: RequestHandler[] }).msw;
    if (Array.isArray(handlers)) server.use(...handlers);
    const { container } = render(<Story />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.innerHTML.length).toBeGreaterThan(0);
  });
});
