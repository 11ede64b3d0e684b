/**
 * Every screen, for every kind of visitor, at 375 and 1280 px: nothing may stick out sideways, every screen passes
 * axe-core and is photographed once its data is on it. The visitors are a guest, a user who never applied, a user
 * whose request waits, a member who pays next month ahead and owes this one, and the admin. The user, the member and
 * the admin open every dashboard screen the menu table lets them in, the receipt screen, and the "this page is for
 * ..." page once for each kind of screen closed to them (that page depends only on their role and whom the screen is
 * for); the user whose request waits opens the one screen that differs for them, My Profile.
 *
 * The visitors walk side by side, each in their own page of one browser, so the file takes about as long as the
 * longest walk; a walk goes on past a screen that fails and names every failure at the end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedServer } from './support/shared-server.ts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { AgreementDto } from '../../adapters/http/agreements/contract.ts';
import type { ApartmentListDto } from '../../adapters/http/apartments/contract.ts';
import type { MaintenanceRequestDto } from '../../adapters/http/maintenance/contract.ts';
import type { PaymentDto } from '../../adapters/http/payments/contract.ts';
import type { Role } from '../../adapters/http/identity/contract.ts';
import { DASHBOARD_SCREENS } from '../../ui/app/routes.tsx';
import { en, type MessageId } from '../../ui/i18n/en/index.ts';
import { tokenFor } from '../support/emulator.ts';
import { nextMonth, thisMonth } from '../support/months.ts';
import { formatMonth } from '../../domain/shared/month.ts';
import type { BooksDto } from '../../adapters/http/ledger/contract.ts';
import { expectAccessible, launch, newContext, uniqueEmail, WIDTHS } from './support/browser.ts';
import { ADMIN, apiAs, checkScreen, login, overflowing, PASSWORD } from './dashboard/support.ts';

const baseUrl = sharedServer().url;

type Visitor = 'guest' | 'user' | 'pending' | 'member' | 'admin';
const VISITORS: readonly Visitor[] = ['guest', 'user', 'pending', 'member', 'admin'];
// Long names and addresses, as real people have: they are what pushes a table or a card wider than the screen.
const PEOPLE = {
  user: { name: 'Shahriar Mahmud Chowdhury', email: uniqueEmail('every-user') },
  pending: { name: 'Nusrat Jahan Binte Kamal', email: uniqueEmail('every-pending') },
  member: { name: 'Mohammad Rezaul Karim Talukder', email: uniqueEmail('every-member') },
};

let browser: Browser;
const contexts = new Map<Visitor, BrowserContext>();
const errors: string[] = [];

/** The problem the member reports before the walks: she opens it from her list, the admin from the board. */
let reported = '';
/** The member's accepted request: their lease. */
let memberRequest = '';

/** The member's receipt, once she has paid: the member, the admin and (refused) the user open it. */
let paid: (receiptNumber: number | undefined) => void = () => {};
const receipt = new Promise<number | undefined>((resolve) => (paid = resolve));

async function send(email: string, password: string, method: string, path: string, body: unknown): Promise<unknown> {
  const token = await tokenFor(email, password);
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/** An account with its user record, as registration leaves it. */
async function registerThroughApi({ name, email }: { name: string; email: string }): Promise<void> {
  await tokenFor(email, PASSWORD, name);
  await send(email, PASSWORD, 'PUT', '/api/users', { name, email });
}

/** Nothing still loading: no "Loading..." line and no busy region anywhere on the page. */
const settled = (page: Page) =>
  page.waitForFunction(
    () => !/Loading/.test(document.body.innerText) && !document.querySelector('[aria-busy="true"]'),
    undefined,
    { timeout: 15_000 },
  );

/** One stop of a walk: its name in the photographs and failures, and what to do there. */
interface Stop {
  name: string;
  run: (page: Page) => Promise<void>;
}

/** Opens a screen and waits for what shows it has loaded, and for no loading line; the walk then checks it. */
const screen = (
  path: string | (() => Promise<string>),
  name: string,
  ready: (page: Page) => Promise<unknown>,
): Stop => ({
  name,
  run: async (page: Page) => {
    await page.goto(`${baseUrl}${typeof path === 'string' ? path : await path()}`);
    await ready(page);
    await settled(page);
  },
});

const heading =
  (name: string | RegExp, level = 1) =>
  (page: Page) =>
    page.getByRole('heading', { name, level, exact: typeof name === 'string' }).waitFor();
const rowWith = (text: string) => (page: Page) => page.getByRole('row').filter({ hasText: text }).first().waitFor();

const home = async (page: Page) => {
  await heading('About the Building', 2)(page);
  await page.getByTestId('coupon-card').first().waitFor();
  // The map loads when it nears the screen.
  await page.getByRole('heading', { name: 'Our Location' }).scrollIntoViewIfNeeded();
  await page.locator('.leaflet-marker-icon').waitFor();
};
const apartments = async (page: Page) => {
  await heading('Available Apartments')(page);
  await page
    .getByRole('article', { name: /^Apartment / })
    .first()
    .waitFor();
};

/** The inbox has come: its list, or the line that says it is empty. */
const inboxShown = (page: Page) =>
  page
    .getByText(/^No notifications yet/)
    .or(page.getByRole('list', { name: 'Notifications' }))
    .waitFor();

/** What shows a screen's data has come, besides its heading and no loading line. */
const DATA: Record<string, (page: Page) => Promise<unknown>> = {
  'user notifications': inboxShown,
  // Her request was accepted: the welcome is in her inbox.
  'member notifications': (page) => page.getByRole('list', { name: 'Notifications' }).waitFor(),
  'admin notifications': inboxShown,
  'pending my-profile': (page) => page.getByRole('region', { name: 'Request waiting for a decision' }).waitFor(),
  'member my-profile': (page) => page.getByText('Agreement Details').waitFor(),
  'member make-payment': (page) => page.getByLabel('Card number').waitFor(),
  'member payment-history': (page) => page.getByRole('link', { name: /^Receipt for/ }).waitFor(),
  'admin agreement-requests': rowWith(PEOPLE.pending.email),
  'admin manage-members': rowWith(PEOPLE.member.email),
  'admin rent-collection': rowWith(PEOPLE.member.email),
  'admin arrears': rowWith(PEOPLE.member.email),
  'admin audit-log': (page) => page.getByRole('row').nth(1).waitFor(),
  // The count ("3 emails") shows once the outbox has answered, rows or none.
  'admin email-delivery': (page) => page.getByText(/^\d+ emails?$/).waitFor(),
  'admin maintenance-board': (page) =>
    page
      .getByText('No requests match these filters')
      .or(page.getByRole('list', { name: 'Requests' }))
      .waitFor(),
  'member maintenance': (page) =>
    page
      .getByText('You have not reported any problems')
      .or(page.getByRole('list', { name: 'My requests' }))
      .waitFor(),
};

/** The dashboard screens a role may open, from the menu table. */
const openTo = (visitor: Visitor, role: Role): Stop[] =>
  DASHBOARD_SCREENS.filter((s) => s.menu !== false && s.allow.includes(role)).map((s) =>
    screen(`/dashboard/${s.path}`, s.path, async (page) => {
      await heading(en[s.menu as MessageId])(page);
      await DATA[`${visitor} ${s.path}`]?.(page);
    }),
  );

/** The "this page is for ..." page, once for each set of roles that a screen closed to this role is for. */
const closedTo = (role: Role): Stop[] =>
  [
    ...new Map(
      DASHBOARD_SCREENS.filter((s) => !s.allow.includes(role) && !s.path.includes(':')).map((s) => [s.allow.join(), s]),
    ).values(),
  ].map((s) => screen(`/dashboard/${s.path}`, `closed-${s.path}`, heading(/^This page is for/)));

/** The member's receipt; anyone else's is "not found", exactly as a missing one. */
const receiptStop = (title: string) =>
  screen(
    async () => {
      const number = await receipt;
      if (number === undefined) throw new Error('no receipt to open: the payment failed');
      return `/dashboard/receipts/${number}`;
    },
    'receipt',
    heading(title),
  );

/** One maintenance request, as its member reads it or as the admins work it. */
const requestStop = (base: string, name: string) =>
  screen(
    () => Promise.resolve(`/dashboard/${base}/${reported}`),
    name,
    async (page) => {
      await heading('Maintenance request')(page);
      await page.getByRole('list', { name: 'History' }).waitFor();
    },
  );

/** The member's lease, as the books name it. */
const memberLease = async (): Promise<string> =>
  (await apiAs<BooksDto>(baseUrl, PEOPLE.member.email, PASSWORD, '/api/ledger/mine')).body.lease.leaseId;

/** The member's books as the admin keeps them, and this month's statement of them, as the admin and the member read it. */
const booksStops: Stop[] = [
  screen(async () => `/dashboard/books/${await memberLease()}`, 'books-lease', heading(/^Books of /)),
  screen(
    async () => `/dashboard/books/${await memberLease()}/statement/${thisMonth()}`,
    'books-statement',
    heading(`Statement for ${formatMonth(thisMonth())}`),
  ),
];
const myStatement = screen(`/dashboard/my-account/statement/${thisMonth()}`, 'my-account-statement', async (page) => {
  await heading('Statement of account')(page);
  await page.getByText(formatMonth(thisMonth()), { exact: true }).first().waitFor();
});

/** Paying from My Account by card: what is owed, charge by charge, and the card form. */
const payFromAccount = screen('/dashboard/my-account/pay', 'my-account-pay', async (page) => {
  await heading('Pay by card')(page);
  await page
    .getByLabel('Card number')
    .or(page.getByRole('heading', { name: 'Nothing to pay' }))
    .waitFor();
});

/** Make Payment as it first opens, then paying next month with the test card, and the success screen. */
const payAhead: Stop[] = [
  screen('/dashboard/make-payment', 'make-payment', async (page) => {
    await heading('Make Payment')(page);
    await DATA['member make-payment']!(page);
  }),
  {
    name: 'payment-success',
    run: async (page) => {
      try {
        await page.getByLabel('Month to pay').selectOption(nextMonth());
        await page.getByLabel('Card number').fill('4242 4242 4242 4242');
        await page.getByLabel('Expiry (MM/YY)').fill('12/34');
        await page.getByLabel('CVC').fill('123');
        const pay = page.getByRole('button', { name: /^Pay\s*[\d,]+\s*৳$/ });
        await expect.poll(() => pay.isEnabled()).toBe(true);
        await pay.click();
        await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
        await page.getByRole('link', { name: 'View receipt' }).waitFor();
        await settled(page);
        const { body } = await apiAs<PaymentDto[]>(
          baseUrl,
          PEOPLE.member.email,
          PASSWORD,
          `/api/payments/user?email=${encodeURIComponent(PEOPLE.member.email)}`,
        );
        paid(body[0]?.receiptNumber ?? undefined);
      } finally {
        paid(undefined);
      }
    },
  },
];

const adminScreens = openTo('admin', 'admin');
const third = Math.ceil(adminScreens.length / 3);

/**
 * The walks, each in a page of its own; the admin's is split in three, being the longest, and starts first. The public
 * pages are the same for everyone signed in (the navigation bar shows the person, nothing else changes), so the user
 * stands for them all.
 */
const WALKS: { visitor: Visitor; stops: Stop[] }[] = [
  { visitor: 'admin', stops: adminScreens.slice(0, third) },
  { visitor: 'admin', stops: adminScreens.slice(third, 2 * third) },
  {
    visitor: 'admin',
    stops: [
      ...adminScreens.slice(2 * third),
      receiptStop('Rent Receipt'),
      requestStop('maintenance-board', 'maintenance-board-request'),
      ...booksStops,
      screen('/dashboard/final-statements', 'final-statements', heading('Final statements')),
      // The member's lease still runs: it has no final statement yet.
      screen(
        async () => `/dashboard/final-statements/${await memberLease()}`,
        'final-statement',
        async (page) => {
          await heading('Final statement')(page);
          await page.getByText('There is no final statement: it is written when a lease ends.').waitFor();
        },
      ),
      screen(
        () => Promise.resolve(`/dashboard/agreement-requests/${memberRequest}/tenant-sheet`),
        'tenant-sheet',
        heading('Tenant information form'),
      ),
      ...closedTo('admin'),
    ],
  },
  {
    visitor: 'user',
    stops: [
      screen('/', 'home', home),
      screen('/apartments', 'apartments', apartments),
      ...openTo('user', 'user'),
      ...closedTo('user'),
      screen('/dashboard/no-such-page', 'not-found', heading('Page Not Found')),
      receiptStop('Receipt'),
    ],
  },
  // A user whose request waits sees every other screen exactly as any user does.
  { visitor: 'pending', stops: openTo('pending', 'user').filter((s) => s.name === 'my-profile') },
  {
    visitor: 'member',
    stops: [
      ...payAhead,
      ...openTo('member', 'member').filter((s) => s.name !== 'make-payment'),
      requestStop('maintenance', 'maintenance-request'),
      receiptStop('Rent Receipt'),
      myStatement,
      payFromAccount,
      // An online payment's own page, for a payment that is not hers (the gateway is off in these journeys).
      screen('/dashboard/my-account/online-payment/LV-NOT-HERS', 'my-online-payment', async (page) => {
        await heading('Online payment')(page);
        await page.getByText('There is no such payment of yours.').waitFor();
      }),
      screen('/dashboard/my-account/final-statement', 'my-final-statement', async (page) => {
        await heading('My final statement')(page);
        await page.getByText('There is no final statement: it is written when a lease ends.').waitFor();
      }),
      ...closedTo('member'),
    ],
  },
  {
    visitor: 'guest',
    stops: [
      screen('/', 'home', home),
      screen('/apartments', 'apartments', apartments),
      screen('/login', 'login', heading('Login')),
      screen('/register', 'register', heading('Register')),
      screen('/no/such/page', 'not-found', heading('Page Not Found')),
      // An email's unsubscribe link: opening it changes nothing; a token the server did not sign is refused.
      screen('/unsubscribe?token=not-a-token-the-server-signed', 'unsubscribe', async (page) => {
        await heading('Unsubscribe from emails')(page);
        await page.getByRole('button', { name: 'Unsubscribe' }).waitFor();
      }),
      {
        name: 'unsubscribe-refused',
        run: async (page) => {
          await page.getByRole('button', { name: 'Unsubscribe' }).click();
          await page.getByRole('alert').filter({ hasText: 'not valid or has expired' }).waitFor();
        },
      },
      screen('/unsubscribe', 'unsubscribe-no-token', (page) =>
        page.getByRole('alert').filter({ hasText: 'not valid or has expired' }).waitFor(),
      ),
    ],
  },
];

/** A failure in a line: the message, and what the assertion received (the overflowing elements). */
const describeFailure = (stop: string, error: unknown) => {
  const { message, actual } = error as { message?: string; actual?: unknown };
  return `${stop}: ${message ?? String(error)}${actual === undefined ? '' : ` ${JSON.stringify(actual)}`}`;
};

beforeAll(async () => {
  browser = await launch();
  for (const visitor of VISITORS) contexts.set(visitor, await newContext(browser));

  // Two flats from the end of the list, so the other journeys' "first flat" stays theirs.
  const { apartments } = (await (await fetch(`${baseUrl}/api/apartments?limit=50`)).json()) as ApartmentListDto;
  const [forMember, forPending] = apartments.filter((a) => a.available).reverse();
  await Promise.all([
    registerThroughApi(PEOPLE.user),
    registerThroughApi(PEOPLE.pending),
    registerThroughApi(PEOPLE.member),
  ]);
  await send(PEOPLE.pending.email, PASSWORD, 'POST', '/api/agreements', { apartmentId: forPending!._id });
  const request = (await send(PEOPLE.member.email, PASSWORD, 'POST', '/api/agreements', {
    apartmentId: forMember!._id,
  })) as AgreementDto;
  await send(ADMIN.email, ADMIN.password, 'PATCH', `/api/agreements/${request._id}`, { action: 'accept' });
  memberRequest = request._id;
  const problem = (await send(PEOPLE.member.email, PASSWORD, 'POST', '/api/maintenance', {
    where: 'flat',
    category: 'plumbing',
    title: 'The bathroom tap drips all night long, even when it is turned off as far as it goes',
    description: 'It started last week and the drip is getting faster; the basin has a brown stain under the tap.',
    emergency: false,
    entryAllowed: true,
    entryNotes: 'The door sticks: push hard. Nobody is home on weekdays from 9 am to 6 pm.',
  })) as MaintenanceRequestDto;
  reported = problem._id;

  // Signing in once per person: the other pages of the same context share the session.
  const signIn = async (visitor: Visitor, email: string, password: string) => {
    const page = await contexts.get(visitor)!.newPage();
    await login(page, baseUrl, email, password);
    await page.close();
  };
  await Promise.all([
    signIn('user', PEOPLE.user.email, PASSWORD),
    signIn('pending', PEOPLE.pending.email, PASSWORD),
    signIn('member', PEOPLE.member.email, PASSWORD),
    signIn('admin', ADMIN.email, ADMIN.password),
  ]);
});

afterAll(async () => {
  for (const context of contexts.values()) await context.close();
  await browser?.close();
});

describe('every screen fits at 375 and 1280 px', () => {
  for (const { visitor, stops } of WALKS) {
    it.concurrent(
      `${visitor}: ${stops.map((s) => s.name).join(', ')}`,
      async () => {
        const page = await contexts.get(visitor)!.newPage();
        page.on('pageerror', (error) => errors.push(`${visitor}: ${error.message}`));
        const failures: string[] = [];
        for (const stop of stops) {
          try {
            await stop.run(page);
            await checkScreen(page, `every-${visitor}-${stop.name}`, WIDTHS);
          } catch (error) {
            failures.push(describeFailure(stop.name, error));
          }
        }
        await page.close();
        expect(failures).toEqual([]);
      },
      // A budget for a whole walk of up to twenty screens on a loaded machine, while other files run beside it; never a
      // speed check.
      600_000,
    );
  }
});

describe('menus opened', () => {
  const opened = async (visitor: Visitor, width: number, path: string, button: string | RegExp, shows: string) => {
    const page = await contexts.get(visitor)!.newPage();
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${baseUrl}${path}`);
    await page.getByRole('button', { name: button }).click();
    await page.getByRole('link', { name: shows, exact: true }).last().waitFor();
    const wide = await overflowing(page);
    await page.close();
    return wide;
  };

  it('fit the screen: the main menu and the dashboard menu on a phone, the account menu on a computer', async () => {
    expect(await opened('guest', 375, '/', 'Menu', 'Login'), 'main menu, guest').toEqual([]);
    expect(await opened('member', 375, '/', 'Menu', 'Dashboard'), 'main menu, member').toEqual([]);
    expect(await opened('member', 1280, '/', /^Account menu for/, 'Dashboard'), 'account menu').toEqual([]);
    expect(
      await opened('admin', 375, '/dashboard/admin-profile', 'Open dashboard menu', 'Audit Log'),
      'dashboard menu',
    ).toEqual([]);
  });
});

describe('the checks themselves', () => {
  it('names an element past the right edge even when the page hides it, and lets a carousel hold its slides', async () => {
    const page = await contexts.get('guest')!.newPage();
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto(`${baseUrl}/no/such/page`);
    await heading('Page Not Found')(page);
    expect(await overflowing(page)).toEqual([]);
    await page.evaluate(() => {
      const carousel = document.createElement('div');
      carousel.style.cssText = 'overflow: hidden; width: 300px';
      carousel.innerHTML =
        '<div style="display: flex"><p style="flex: none; width: 300px">one</p><p style="flex: none; width: 300px">two</p></div>';
      document.body.append(carousel);
    });
    expect(await overflowing(page)).toEqual([]);
    await page.evaluate(() => {
      document.documentElement.style.overflowX = 'hidden';
      document.body.style.overflowX = 'hidden';
      const wide = document.createElement('p');
      wide.textContent = 'Too wide';
      wide.style.cssText = 'width: 500px';
      document.body.append(wide);
    });
    expect(await overflowing(page)).toEqual(expect.arrayContaining(['<p> "Too wide": right edge at 500 px in 375 px']));
    await page.close();
  });

  it('names what axe-core finds serious, in the page and in a frame of the same origin', async () => {
    const page = await contexts.get('guest')!.newPage();
    await page.goto(`${baseUrl}/no/such/page`);
    await heading('Page Not Found')(page);
    await expectAccessible(page);
    await page.evaluate(() => {
      const faint = document.createElement('p');
      faint.textContent = 'Barely there';
      faint.style.cssText = 'color: #eeeeee; background: #ffffff';
      const frame = document.createElement('iframe');
      frame.title = 'A frame';
      frame.srcdoc = '<!doctype html><html lang="en"><title>Frame</title><img src="/favicon.ico">';
      document.querySelector('main')!.append(faint, frame);
      return new Promise((resolve) => frame.addEventListener('load', resolve));
    });
    // The assertion's received value lists each finding: its rule, then where.
    const found = await expectAccessible(page).then(
      () => [],
      (error: { actual?: string[] }) => (error.actual ?? []).map((finding) => finding.split(':')[0]),
    );
    expect(found.sort()).toEqual(['color-contrast', 'image-alt']);
    await page.close();
  });

  it('raised no uncaught errors in any page', () => {
    expect(errors).toEqual([]);
  });

  it('knows every screen the menu does not list', () => {
    // The menu's screens are walked from the table; a screen reached only through a link is visited by hand above,
    // so a new one must be added there too.
    expect(DASHBOARD_SCREENS.filter((s) => s.menu === false).map((s) => s.path)).toEqual([
      // A staff member's job: walked in staff-jobs.test.ts.
      'my-jobs/:id',
      'maintenance/:id',
      'my-account/pay',
      'my-account/online-payment/:tranId',
      'my-account/statement/:month',
      'my-account/final-statement',
      'final-statements',
      'final-statements/:leaseId',
      'maintenance-board/:id',
      'books/:leaseId',
      'books/:leaseId/statement/:month',
      'agreement-requests/:id/tenant-sheet',
      'receipts/:number',
    ]);
  });
});
