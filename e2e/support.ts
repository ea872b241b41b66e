// What the journeys share: their fixtures (a worker's account, signed-in browsers, two members),
// the API calls that set a journey up, and the waits on a page.
import { randomUUID } from 'node:crypto';
import type { Job, User } from '@job/contract';
import { allTextsOf, apiTextsOf } from '@job/texts/catalogues';
import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  expect,
  type Page,
} from '@playwright/test';
import { pngImage } from './files';

// The helpers kept beside this file, so a journey imports them from here as it does the rest.
export { pdfFile, pngImage } from './files';
export { mailedLink, mailedLinks, mailsTo, mailWithSubject } from './mails';
export type { Job };
export { expect };

/** The words of a visitor who chose no language: the spec's texts, Turkish for the rest. */
export const { t, formats } = allTextsOf('default');

/** The words the API answers in to a request that chose no language: as it always has. */
export const apiTexts = apiTextsOf('default');

export interface Account {
  name: string;
  email: string;
  password: string;
  user: User;
  token: string;
}

/** Someone nobody has registered yet. */
export function newPerson() {
  const id = randomUUID().slice(0, 8);
  return { name: `Ayşe Yılmaz ${id}`, email: `ayse.${id}@example.com`, password: 'secret-123' };
}

/** An account created through the API, as a returning user would already have one. */
export async function registerAccount(request: APIRequestContext): Promise<Account> {
  const person = newPerson();
  const response = await request.post('/api/register', {
    data: { ...person, password_confirmation: person.password },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { user, token } = (await response.json()) as { user: User; token: string };
  return { ...person, user, token };
}

/** The jobs the API answers for one page of the list, to compare the screen with. */
export async function apiPage(request: APIRequestContext, offset: number): Promise<Job[]> {
  const response = await request.get(`/api/paginate/${offset}/5`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Job[] }).data;
}

/** The list on screen shows exactly these jobs, each by its title. */
export async function expectRowsOf(page: Page, jobs: Job[]) {
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Detail' })).toHaveCount(jobs.length);
  for (const job of jobs) {
    await expect(main.getByText(job.title, { exact: true })).toBeVisible();
  }
}

/** A new session of an existing account, as signing in on another device gives. */
export async function logIn(request: APIRequestContext, account: Account): Promise<string> {
  const response = await request.post('/api/login', {
    data: { email: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

let visitors = 0;

/**
 * An address of its own for each test and for each worker's setup, sent as `X-Forwarded-For` to
 * the server, which trusts it from 127.0.0.1 (playwright.config.ts): the server throttles sign-ups,
 * failed sign-ins and mailing calls per client address (docs/mail.md), and every journey is a
 * visitor of its own, as in production, not one address for the whole suite.
 */
function visitorAddress(workerIndex: number): Record<string, string> {
  visitors += 1;
  return {
    'X-Forwarded-For': `10.${workerIndex % 256}.${Math.floor(visitors / 256) % 256}.${visitors % 256}`,
  };
}

declare global {
  interface Window {
    /** The titles of the toasts this page has shown, oldest first (`recordToasts`). */
    shownToasts?: string[];
  }
}

/**
 * Makes every page of `context` write down each toast's title as it appears. A toast lasts 1.5 s
 * (spec section 8): polling for it to be visible missed one on a busy machine, where the page
 * came and went between two looks. Radix renders a toast as an `li` with `data-state`; its text
 * is the title (the icon and the close button carry none) and its action's, left out.
 */
export async function recordToasts(context: BrowserContext) {
  await context.addInitScript(() => {
    window.shownToasts = [];
    new MutationObserver((mutations) => {
      for (const { addedNodes } of mutations) {
        for (const node of addedNodes) {
          if (!(node instanceof Element)) continue;
          const toasts = [node, ...node.querySelectorAll('li[data-state="open"]')].filter(
            (element) => element.matches('li[data-state="open"]'),
          );
          for (const toast of toasts) {
            // The title alone: without the action (a link such as 'İlanı gör'), which Radix marks.
            const title = toast.cloneNode(true) as Element;
            for (const action of title.querySelectorAll('[data-radix-toast-announce-exclude]')) {
              action.remove();
            }
            window.shownToasts?.push(title.textContent ?? '');
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/**
 * Waits until the page has shown a toast titled `title` (the whole title, or one the pattern
 * matches) since the last one this took, and takes it: a second call for the same words waits for
 * a second toast.
 */
export async function expectToast(page: Page, title: string | RegExp) {
  const wanted = typeof title === 'string' ? { text: title } : { source: title.source };
  await expect
    .poll(() =>
      page.evaluate(({ text, source }) => {
        const matches = (shown: string) =>
          source === undefined ? shown === text : new RegExp(source).test(shown);
        const index = window.shownToasts?.findIndex(matches) ?? -1;
        if (index >= 0) window.shownToasts?.splice(index, 1);
        return index >= 0;
      }, wanted),
    )
    .toBe(true);
}

/** The titles of the toasts the page has shown that `expectToast` has not taken. */
export const untakenToasts = (page: Page) => page.evaluate(() => window.shownToasts ?? []);

/** Each worker registers one account and shares it between its tests. */
export const test = base.extend<{ token: string }, { account: Account }>({
  context: async ({ context }, use) => {
    await recordToasts(context);
    await use(context);
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern.
  extraHTTPHeaders: async ({}, use, testInfo) => {
    await use(visitorAddress(testInfo.workerIndex));
  },
  account: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({
        baseURL: workerInfo.project.use.baseURL,
        extraHTTPHeaders: visitorAddress(workerInfo.workerIndex),
      });
      await use(await registerAccount(request));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  token: async ({ account }, use) => {
    await use(account.token);
  },
});

/** A browser that keeps a session: stored where the app keeps it, before the first page. */
function sessionState(baseURL: string | undefined, user: User, token: string) {
  return {
    cookies: [],
    origins: [
      {
        origin: baseURL ?? '',
        localStorage: [
          { name: 'token', value: token },
          { name: 'user', value: JSON.stringify(user) },
        ],
      },
    ],
  };
}

/** Tests that start signed in with the worker's account. */
export const signedIn = test.extend({
  storageState: async ({ account, token, baseURL }, use) => {
    await use(sessionState(baseURL, account.user, token));
  },
});

/** Signed in with a session of the test's own, for tests that end it. */
export const signedInAlone = signedIn.extend({
  // Its own request context: the test's `request` is built from the storage state this feeds.
  token: async ({ account, playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({ baseURL });
    await use(await logIn(request, account));
    await request.dispose();
  },
});

/**
 * Signed in with an account of the test's own, for journeys that change it (its password, its
 * verification) or delete it. Registered from the test's own address.
 */
export const signedInOwn = test.extend<{ member: Account }>({
  // Its own request context: the test's `request` is built from the storage state this feeds.
  member: async ({ playwright, baseURL, extraHTTPHeaders }, use) => {
    const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders });
    await use(await registerAccount(request));
    await request.dispose();
  },
  storageState: async ({ member, baseURL }, use) => {
    await use(sessionState(baseURL, member.user, member.token));
  },
});

/** A member in a browser of their own: the second party of a journey between two members. */
export interface OtherMember {
  member: Account;
  page: Page;
}

/**
 * Signed in with an account of the test's own (`member`, as `signedInOwn`), and a second member
 * (`other`) registered and signed in in a browser context of their own: a poster and an applicant.
 */
export const twoMembers = signedInOwn.extend<{ other: OtherMember }>({
  other: async ({ browser, playwright, baseURL, extraHTTPHeaders }, use) => {
    const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders });
    const member = await registerAccount(request);
    await request.dispose();
    const context = await browser.newContext({
      baseURL,
      extraHTTPHeaders,
      storageState: sessionState(baseURL, member.user, member.token),
    });
    await recordToasts(context);
    await use({ member, page: await context.newPage() });
    await context.close();
  },
});

/** Collects the requests a page sends to one API path, to assert what was (not) sent. */
export function recordRequests(page: Page, path: string) {
  const sent: { url: string; body: unknown }[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith(path)) {
      sent.push({ url: request.url(), body: jsonBody(request.postData()) });
    }
  });
  return sent;
}

function jsonBody(text: string | null): unknown {
  try {
    return text === null ? null : JSON.parse(text);
  } catch {
    return text; // multipart and other bodies are kept as text
  }
}

/** Fails the test on any console error or warning (a hydration mismatch is one) or page error. */
export function failOnConsoleTrouble(page: Page) {
  const trouble: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      trouble.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => trouble.push(`pageerror: ${error.message}`));
  return trouble;
}

/** The text as a regular expression that matches it literally. */
export const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A filter's choice by its label, whether or not its count is read after it ('Uzaktan 6 ilan';
 * none before the counts come).
 */
export const filterChoice = (label: string) => new RegExp(`^${escaped(label)}(?: |$)`);

/** A title no other journey's job has, so a journey finds its own job in a shared list. */
export const uniqueTitle = (what: string) => `${what} ${randomUUID().slice(0, 8)}`;

/** What a journey's job is posted with: its title, and any field it cares about. */
export type JobFields = { title: string } & Partial<
  Record<
    | 'salary'
    | 'description'
    | 'workType'
    | 'detail'
    | 'workplace'
    | 'company'
    | 'location'
    | 'days'
    | 'applyMethod'
    | 'applyTo'
    | 'coverNoteRequired'
    | 'companySlug',
    string
  >
>;

/** A job posted through the API, as the create form would post it (multipart, with a picture). */
export async function postJob(
  request: APIRequestContext,
  token: string,
  fields: JobFields,
): Promise<Job> {
  const response = await request.post('/api/jobs', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      workType: '1',
      description: 'Posted by a journey',
      // The list's journeys check the salary of whichever job is newest, which may be this one.
      salary: '₺60.000',
      ...fields,
      image: { name: 'logo.png', mimeType: 'image/png', buffer: pngImage(8, 8, [79, 70, 229]) },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: Job }).data;
}

/**
 * Waits until React has hydrated every control of a server-rendered page. The page shows its
 * controls before the app's scripts run: a press before then is the browser's own (a link followed
 * is a full page load, a form is posted to the server), not the app's a journey means to test. A control is hydrated
 * once React has put its props on the element; one inside HTML React only sets (a job's
 * description) is never React's and is skipped.
 */
export async function untilHydrated(page: Page) {
  await page.waitForFunction(
    () => {
      // A page rendered in the browser only has nothing to hydrate; its editor's own controls
      // (Quill's toolbar) are never React's either.
      if (!document.getElementById('server-state')) return true;
      const controls = document.querySelectorAll(
        '#root :is(a[href], button, input, select, textarea)',
      );
      return [...controls].every((control) => {
        for (
          let node: Element | null = control;
          node && node.id !== 'root';
          node = node.parentElement
        ) {
          const key = Object.keys(node).find((name) => name.startsWith('__reactProps$'));
          if (key === undefined) continue;
          const props = (node as unknown as Record<string, { dangerouslySetInnerHTML?: unknown }>)[
            key
          ];
          return node === control || props?.dangerouslySetInnerHTML !== undefined;
        }
        return false;
      });
    },
    undefined,
    { timeout: 20_000 },
  );
}

/** Opens a page and waits until its controls work, as a visitor's first press expects. */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await untilHydrated(page);
  return response;
}
