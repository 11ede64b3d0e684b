/**
 * What a story file's test (its sibling <name>.stories.test.tsx) runs: every story of the file rendered with the
 * real Storybook preview (providers, MSW handlers), waited for until it has settled, and checked to show what its
 * name promises, so a broken story fails `npm test` and not only the Storybook build.
 *
 * A story has settled when what it must show is on the page and every request it made has been answered (a
 * story of a state that never ends, such as loading, leaves its request open on purpose). Then:
 * - a story about an error (its name says Error or Fail, or its entry says `error`) shows its error text;
 * - any other story shows no failure message, no error page, and logs no error;
 * - no story calls the API without a handler to answer it.
 * Every story needs an expectation in its file's test, and every expectation a story; every story file needs a test
 * (ui/stories.test.tsx checks that).
 */
import type { ReactElement } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { setupServer } from 'msw/node';
import type { RequestHandler } from 'msw';
// Storybook's own preview (its providers and handlers), outside the web app's tree, is what stories render with.
// eslint-disable-next-line no-restricted-imports
import * as preview from '../../storybook/preview.tsx';
import { defaultHandlers } from '@/lib/mocks/handlers.ts';

type ComposedStory = ((props: object) => ReactElement) & { parameters: unknown };

export interface Expectation {
  /** What the settled story shows: a part of the page's text, or a check of its own that throws until it holds. */
  readonly shows: string | RegExp | ((seen: Seen) => void);
  /** The story is about an error: what it shows is its error text, and it may log the error. */
  readonly error?: true;
  /** The story's request never gets an answer (a loading state): it settles with that request open. */
  readonly pending?: true;
  /** What a person does to bring the story's state about (a click, a month picked), before it is checked. */
  readonly act?: (user: UserEvent) => Promise<void>;
}

export interface Seen {
  /** The requests the story made that were answered, as "METHOD /path". */
  readonly answered: ReadonlySet<string>;
}

/** Text a person reads as "this did not work"; only error stories may show it. */
const FAILURE =
  /Something went wrong|Unexpected Application Error|Failed to|failed:|Please try again|could not reach|not found\./i;

export const pageText = () => (document.body.textContent ?? '').replace(/\s+/g, ' ').trim();
export const button = (name: string | RegExp) => screen.getByRole('button', { name });
export const rowOf = (text: string) => {
  const row = screen.getAllByRole('row').find((r) => r.textContent?.includes(text));
  expect(row, `a row with ${text}`).toBeDefined();
  return within(row!);
};
export const menuLinks = () =>
  within(screen.getByRole('navigation', { name: 'Dashboard' }))
    .getAllByRole('link')
    .map((a) => a.textContent?.trim());
export const currentMenuItem = () => {
  const current = document.querySelector('a[aria-current="page"]');
  expect(current).not.toBeNull();
  return current!.textContent?.trim();
};
/** A form's summary of its problems, found by its heading. */
export const errorSummary = () => screen.getByRole('region', { name: 'There is a problem' });
export const monthPicker = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Month to pay' });
export const dialog = () => {
  // The open one, when a screen has several; else the only one.
  const element = document.querySelector<HTMLDialogElement>('dialog[open]') ?? document.querySelector('dialog');
  expect(element).not.toBeNull();
  return element!;
};
/** A signed-in caller of the wrong role is told whom the page is for, once the role was known, and where to go. */
export const turnedAway = ({ answered }: Seen) => {
  expect(answered.has('GET /api/users/role')).toBe(true);
  expect(screen.getByRole('heading', { name: "This page is for the building's admins", level: 1 })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to my dashboard' })).toBeInTheDocument();
};

setProjectAnnotations(preview);

function check({ shows }: Expectation, answered: ReadonlySet<string>) {
  if (typeof shows === 'string') expect(pageText()).toContain(shows);
  else if (shows instanceof RegExp) expect(pageText()).toMatch(shows);
  else shows({ answered });
}

/**
 * Renders every story of a story file and checks it against its expectation, as the file's own tests: a story
 * without an expectation, or an expectation without a story, fails too.
 */
export function checkStories(module: Record<string, unknown>, expected: Record<string, Expectation>): void {
  const stories = Object.entries(composeStories(module as Parameters<typeof composeStories>[0])) as [
    string,
    ComposedStory,
  ][];

  /**
   * The requests the story made, those answered, and those no handler answers. A request can be reported as
   * started again after its answer (under happy-dom, with the same id): an id once answered stays answered.
   */
  const started = new Map<string, Request>();
  const ended = new Set<string>();
  const answered = new Set<string>();
  const unhandled: string[] = [];
  const describeRequest = (request: Request) => `${request.method} ${new URL(request.url).pathname}`;
  const unanswered = () =>
    [...started]
      .filter(([id, request]) => !ended.has(id) && !request.signal.aborted)
      .map(([, request]) => describeRequest(request));

  const server = setupServer(...defaultHandlers);
  server.events.on('request:start', ({ request, requestId }) => void started.set(requestId, request));
  server.events.on('request:end', ({ request, requestId }) => {
    ended.add(requestId);
    answered.add(describeRequest(request));
  });
  /**
   * Whether a story is on the page: a request no handler answers counts only then. One a story left behind (a refetch
   * of the story before) can arrive between that story's reset and the next story's handlers: it is neither's.
   */
  let rendering = false;
  beforeAll(() =>
    server.listen({
      onUnhandledRequest: (request) => {
        if (rendering) unhandled.push(describeRequest(request));
      },
    }),
  );
  beforeEach(() => {
    started.clear();
    ended.clear();
    answered.clear();
    unhandled.length = 0;
  });
  afterEach(() => {
    rendering = false;
    cleanup();
    // Toasts live in one store for the whole run: one story's toast must not show in the next.
    toast.remove();
    server.resetHandlers();
    vi.restoreAllMocks();
  });
  afterAll(() => server.close());

  it('has an expectation for every story, and a story for every expectation', () => {
    expect(stories.length).toBeGreaterThan(0);
    expect(Object.keys(expected).sort()).toEqual(stories.map(([name]) => name).sort());
  });

  it.each(stories)(
    '%s settles showing what its state promises',
    async (name, Story) => {
      const expectation = expected[name];
      expect(expectation, `${name} has no expectation`).toBeDefined();
      const { error = false, pending = false, act } = expectation!;
      // A story named for an error or a failure is about one, and shows it.
      if (/Error|Fail/.test(name)) expect(error, `${name} is about an error`).toBe(true);

      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      const handlers = (Story.parameters as { msw?: RequestHandler[] }).msw;
      if (Array.isArray(handlers)) server.use(...handlers);
      rendering = true;
      render(<Story />);
      if (act) await act(userEvent.setup());

      await waitFor(
        () => {
          check(expectation!, answered);
          if (!pending) expect(unanswered(), 'requests not answered yet').toEqual([]);
        },
        { timeout: 3000 },
      );

      expect(unhandled, 'requests no handler answers').toEqual([]);
      if (!error) {
        expect(pageText()).not.toMatch(FAILURE);
        expect(logged.mock.calls.map((args) => args.map(String).join(' '))).toEqual([]);
      }
    },
    10_000,
  );
}
