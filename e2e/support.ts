import { randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import type { components } from '@job/contract';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';

export { expect };
export type Job = components['schemas']['Job'];
type User = components['schemas']['User'];

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

/** A new session of an existing account, as signing in on another device gives. */
export async function logIn(request: APIRequestContext, account: Account): Promise<string> {
  const response = await request.post('/api/login', {
    data: { email: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/**
 * Each worker registers one account and shares it between its tests: the server allows ten
 * sign-ups and ten logins a minute from one address, and the whole suite runs from one.
 */
export const test = base.extend<{ token: string }, { account: Account }>({
  account: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({
        baseURL: workerInfo.project.use.baseURL,
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

/** Tests that start signed in: the session stored where the app keeps it before the first page. */
export const signedIn = test.extend({
  storageState: async ({ account, token, baseURL }, use) => {
    await use({
      cookies: [],
      origins: [
        {
          origin: baseURL ?? '',
          localStorage: [
            { name: 'token', value: token },
            { name: 'user', value: JSON.stringify(account.user) },
          ],
        },
      ],
    });
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

/** A solid-colour PNG made here, so the upload test needs no binary fixture in the repo. */
export function pngImage(
  width: number,
  height: number,
  [red, green, blue]: readonly [number, number, number],
): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const checksum = Buffer.alloc(4);
    checksum.writeUInt32BE(crc32(typeAndData));
    return Buffer.concat([length, typeAndData, checksum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => [red, green, blue]).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
