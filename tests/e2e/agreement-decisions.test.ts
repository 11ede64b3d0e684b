/**
 * Two people want one flat. In Chromium against the real server and Auth emulator: the admin sees both requests
 * marked as competing, accepts one (a toast names who now lives where), and accepting the other answers where the
 * admin acted, saying who holds the flat, with the way out: reject this request, after confirming. Checked for
 * overflow and photographed at 375 and 1280 px, and with axe-core at 375 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedServer } from './support/shared-server.ts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { AgreementDto } from '../../adapters/http/agreements/contract.ts';
import type { ApartmentDto } from '../../adapters/http/apartments/contract.ts';
import { describeLocation } from '../../domain/apartments/apartment.ts';
import { tokenFor } from '../support/emulator.ts';
import { launch, newContext, uniqueEmail, watchErrors } from './support/browser.ts';
import { ADMIN, checkScreen, expectNoPageErrors, login, PASSWORD } from './dashboard/support.ts';

const baseUrl = sharedServer().url;

let browser: Browser;
let context: BrowserContext;
let admin: Page;
let errors: string[];

const first = { name: 'Farhana Akter', email: uniqueEmail('first') };
const second = { name: 'Rafiq Islam', email: uniqueEmail('second') };
let flat: ApartmentDto;

/** Signs the person up, saves their profile and applies for the flat, all through the API as the web app would. */
async function apply(person: { name: string; email: string }, apartmentId: string): Promise<AgreementDto> {
  const token = await tokenFor(person.email, PASSWORD, person.name);
  const call = (method: string, path: string, body: unknown) =>
    fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  expect((await call('PUT', '/api/users', { name: person.name })).status).toBe(200);
  const res = await call('POST', '/api/agreements', { apartmentId });
  expect(res.status).toBe(201);
  return (await res.json()) as AgreementDto;
}

beforeAll(async () => {
  // A free flat picked at random, so that other suites applying at the same time rarely want the same one.
  const page = (await (await fetch(`${baseUrl}/api/apartments?limit=50`)).json()) as { apartments: ApartmentDto[] };
  const free = page.apartments.filter((a) => a.available);
  flat = free[Math.floor(Math.random() * free.length)]!;
  await apply(first, flat._id);
  await apply(second, flat._id);

  browser = await launch();
  context = await newContext(browser);
  admin = await context.newPage();
  errors = watchErrors(admin);
  await login(admin, baseUrl, ADMIN.email, ADMIN.password);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const rowOf = (email: string) => admin.getByRole('row').filter({ hasText: email });

describe('two requests for one flat', () => {
  it('marks both requests as competing for the flat', async () => {
    await admin.goto(`${baseUrl}/dashboard/agreement-requests`);
    for (const person of [first, second])
      await rowOf(person.email).getByText('1 other request for this flat').waitFor();
  });

  it('accepts one and says who now lives where', async () => {
    await rowOf(first.email).getByRole('button', { name: 'Accept' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
    await admin
      .getByText(new RegExp(`^${first.name} is now the resident of ${describeLocation(flat)} from `))
      .waitFor();
    await rowOf(first.email).waitFor({ state: 'detached' });
  });

  it('answers accepting the other where the admin acted: who holds the flat, and the way out', async () => {
    await rowOf(second.email).getByRole('button', { name: 'Accept' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
    const alert = admin.getByRole('alert').filter({ hasText: 'already rented' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain(
      `${describeLocation(flat)} is already rented to ${first.name}: reject ${second.name}'s request?`,
    );
    // The request is still there, untouched.
    await rowOf(second.email).waitFor();
    await checkScreen(admin, 'agreement-requests-rented');

    await alert.getByRole('button', { name: 'Reject this request' }).click();
    const dialog = admin.getByRole('dialog');
    expect(await dialog.textContent()).toContain('they can apply again');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await admin.getByText(`Rejected ${second.name}'s request for ${describeLocation(flat)}`).waitFor();
    await rowOf(second.email).waitFor({ state: 'detached' });
    expectNoPageErrors(errors);
  });
});

describe('an applicant who changes their mind', () => {
  it('sees where the request stands on My Profile, withdraws it after confirming, and may apply again', async () => {
    const person = { name: 'Nusrat Jahan', email: uniqueEmail('withdraw') };
    const page = (await (await fetch(`${baseUrl}/api/apartments?limit=50`)).json()) as { apartments: ApartmentDto[] };
    const free = page.apartments.filter((a) => a.available);
    const wanted = free[Math.floor(Math.random() * free.length)]!;
    await apply(person, wanted._id);

    const applicantContext = await newContext(browser);
    const applicant = await applicantContext.newPage();
    const applicantErrors = watchErrors(applicant);
    await login(applicant, baseUrl, person.email, PASSWORD);
    await applicant.goto(`${baseUrl}/dashboard/my-profile`);
    const waiting = applicant.getByRole('region', { name: 'Request waiting for a decision' });
    await waiting.waitFor();
    expect(await waiting.textContent()).toContain(`You asked to rent ${describeLocation(wanted)} on`);
    await checkScreen(applicant, 'my-profile-request-waiting');

    await waiting.getByRole('button', { name: 'Withdraw request' }).click();
    await applicant.getByRole('dialog').getByRole('button', { name: 'Withdraw' }).click();
    await applicant.getByText(`Request for ${describeLocation(wanted)} withdrawn`).waitFor();
    const withdrawn = applicant.getByRole('region', { name: 'Request withdrawn' });
    await withdrawn.waitFor();
    await checkScreen(applicant, 'my-profile-request-withdrawn');
    await withdrawn.getByRole('link', { name: 'Apply again' }).click();
    // Back to the list as it was left (its filter kept).
    await applicant.waitForURL((url) => url.pathname === '/apartments');
    expectNoPageErrors(applicantErrors);
    await applicantContext.close();
  });
});

describe('a rejection with a reason', () => {
  it('the admin gives one in the confirmation, and the applicant reads it on My Profile and in the inbox', async () => {
    const person = { name: 'Mim Akter', email: uniqueEmail('reason') };
    const page = (await (await fetch(`${baseUrl}/api/apartments?limit=50`)).json()) as { apartments: ApartmentDto[] };
    const free = page.apartments.filter((a) => a.available);
    const wanted = free[Math.floor(Math.random() * free.length)]!;
    await apply(person, wanted._id);
    const reason = 'The flat is held for a family of four; ask us about the floor above.';

    await admin.goto(`${baseUrl}/dashboard/agreement-requests`);
    await rowOf(person.email).getByRole('button', { name: 'Reject' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('Reason (optional)').fill(reason);
    await checkScreen(admin, 'agreement-requests-reject-reason');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await admin.getByText(`Rejected ${person.name}'s request for ${describeLocation(wanted)}`).waitFor();

    const applicantContext = await newContext(browser);
    const applicant = await applicantContext.newPage();
    const applicantErrors = watchErrors(applicant);
    await login(applicant, baseUrl, person.email, PASSWORD);
    await applicant.goto(`${baseUrl}/dashboard/my-profile`);
    const declined = applicant.getByRole('region', { name: 'Request declined' });
    await declined.waitFor();
    expect(await declined.textContent()).toContain(`The building's reason${reason}`);
    await checkScreen(applicant, 'my-profile-request-declined-reason');
    await applicant.goto(`${baseUrl}/dashboard/notifications`);
    await applicant.getByText(`The building's reason: ${reason}`).waitFor();
    await checkScreen(applicant, 'notifications-rejection-reason');
    expectNoPageErrors(applicantErrors);
    await applicantContext.close();
    // Three screens, each checked at two widths.
  }, 180_000);
});
