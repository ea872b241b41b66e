import { randomUUID } from 'node:crypto';
import { hrefs } from '@job/contract';
import type { CaughtMail } from '@job/machine';
import type { Page } from '@playwright/test';
import {
  apiTexts,
  escaped,
  expect,
  expectToast,
  gotoHydrated,
  mailedLink,
  mailsTo,
  newPerson,
  postJob,
  t,
  test,
  twoMembers,
} from './support';

const main = (page: Page) => page.getByRole('main');

/** The alert mails `address` has received so far: the only mails with a List-Unsubscribe header. */
const alertMailsTo = (address: string) =>
  mailsTo(address).filter((mail: CaughtMail) => mail.listUnsubscribe !== '');

/** The path of a mail's one-click unsubscribe link (its https link in List-Unsubscribe). */
function unsubscribePathOf(mail: CaughtMail): string {
  const link = /<(https?:[^>]+)>/.exec(mail.listUnsubscribe)?.[1];
  if (!link) throw new Error(`No unsubscribe link in ${mail.listUnsubscribe}`);
  // The visible link in the text part is the same one.
  expect(mail.text).toContain(link);
  return new URL(link).pathname;
}

/** A word no other journey's job holds, so only this journey's postings match its search. */
const uniqueWord = () => `dalgic${randomUUID().slice(0, 8)}`;

/** The toast of a saved search, whatever the server named it. */
const savedToast = (word: string) =>
  new RegExp(`^${escaped(t('toast.alertSaved', { name: '' }))}.*${escaped(word)}`);

/** 'Bu aramayı kaydet' pressed, instantly kept, and saved through the dialog. */
async function saveThisSearch(page: Page, submit: string) {
  await main(page)
    .getByRole('button', { name: t('saveSearch.open') })
    .click();
  const dialog = page.getByRole('dialog', { name: t('saveSearch.title') });
  await expect(dialog.getByRole('radio', { name: t('saveSearch.instant') })).toBeChecked();
  await dialog.getByRole('button', { name: submit }).click();
}

test.describe('job alerts', () => {
  // Several mails, each through the outbox and the mail catcher's files.
  test.describe.configure({ timeout: 60_000 });

  twoMembers(
    'a member saves a search on a category page; a matching job is mailed once, and the mail’s unsubscribe link stops the next',
    async ({ page, member: seeker, other: { member: poster }, request }) => {
      const word = uniqueWord();
      await gotoHydrated(page, hrefs.category('full-time', { q: word }));
      await saveThisSearch(page, t('saveSearch.save'));
      await expectToast(page, savedToast(word));
      await expect(page.getByRole('dialog')).toHaveCount(0);

      // The address is not verified yet: the search waits, and the profile says so. A job posted
      // meanwhile is never mailed, not even once the address is verified.
      const missed = await postJob(request, poster.token, {
        title: `Junior ${word} diver`,
        workType: '1',
      });
      await gotoHydrated(page, hrefs.profileSection('alerts'));
      const waiting = main(page).getByRole('region', { name: t('alerts.title') });
      await expect(waiting.getByText(t('alerts.waiting'))).toBeVisible();
      await page.goto(await mailedLink(seeker.email, '/verify-email'));
      await expect(main(page).getByText(t('verifyEmail.verifiedTitle'))).toBeVisible();

      // Another member posts a job of the search, and one with its word in another category.
      const matching = await postJob(request, poster.token, {
        title: `Senior ${word} diver`,
        workType: '1',
      });
      const otherCategory = await postJob(request, poster.token, {
        title: `Freelance ${word} diver`,
        workType: '3',
      });
      await expect.poll(() => alertMailsTo(seeker.email).length, { timeout: 15_000 }).toBe(1);
      const [mail] = alertMailsTo(seeker.email) as [CaughtMail];
      expect(mail.text).toContain(matching.title);
      expect(mail.text).not.toContain(otherCategory.title);
      expect(mail.text).not.toContain(missed.title);
      expect(mail.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');

      // The link's page asks first, without signing in; a mail client's one click stops it.
      const unsubscribe = unsubscribePathOf(mail);
      const confirmation = await request.get(unsubscribe);
      expect(confirmation.status()).toBe(200);
      const question = await confirmation.text();
      expect(question).toContain('<form method="post">');
      expect(question).toContain(apiTexts.t('unsubscribe.confirm'));
      const click = await request.post(unsubscribe, {
        form: { 'List-Unsubscribe': 'One-Click' },
      });
      expect(click.status()).toBe(200);

      // The profile shows the search paused, with its match counted.
      await gotoHydrated(page, hrefs.profileSection('alerts'));
      const savedSearches = main(page).getByRole('region', { name: t('alerts.title') });
      await expect(savedSearches.getByRole('article')).toHaveCount(1);
      await expect(savedSearches.getByText(t('alerts.paused'))).toBeVisible();
      await expect(savedSearches.getByText(t('alerts.matched', { count: 1 }))).toBeVisible();

      // A second search of the seeker's, saved after, shows when the next job has been mailed.
      const witness = uniqueWord();
      const saved = await request.post('/api/me/alerts', {
        headers: { Authorization: `Bearer ${seeker.token}` },
        data: { q: witness },
      });
      expect(saved.status()).toBe(201);
      const next = await postJob(request, poster.token, {
        title: `Lead ${word} ${witness} diver`,
        workType: '1',
      });
      await expect.poll(() => alertMailsTo(seeker.email).length, { timeout: 15_000 }).toBe(2);
      const last = alertMailsTo(seeker.email).at(-1) as CaughtMail;
      expect(last.subject).toContain(witness);
      expect(last.text).toContain(next.title);
      // The unsubscribed search mailed nothing more.
      expect(alertMailsTo(seeker.email).filter((m) => m.subject.includes(word))).toHaveLength(1);
    },
  );

  test('a visitor who saves a search signs in first and comes back to the list with it saved', async ({
    page,
    account,
    request,
    token,
  }) => {
    const word = uniqueWord();
    const list = hrefs.category('freelance', { q: word, workplace: 'remote' });
    await gotoHydrated(page, list);
    await saveThisSearch(page, t('saveSearch.signInAndSave'));
    await expect(page).toHaveURL(/\/login\?next=/);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await main(page).getByRole('button', { name: 'Login', exact: true }).click();
    // Back on the same list, the choice carried through the login gone from the address.
    await expectToast(page, savedToast(word));
    await expect(page).toHaveURL(list);
    const mine = await request.get('/api/me/alerts', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const { data } = (await mine.json()) as {
      data: { q: string; type: string; workplace: string }[];
    };
    expect(data.find((alert) => alert.q === word)).toMatchObject({
      type: 'freelance',
      workplace: 'remote',
    });
  });

  test('a visitor with no account saves a search through sign-up, and finds it once verified', async ({
    page,
  }) => {
    const word = uniqueWord();
    const list = hrefs.home({ q: word });
    await gotoHydrated(page, list);
    await saveThisSearch(page, t('saveSearch.signInAndSave'));
    await expect(page).toHaveURL(/\/login\?next=/);
    await main(page)
      .getByRole('link', { name: t('signIn.signUpLink'), exact: true })
      .click();
    await expect(page).toHaveURL(/\/signup\?next=/);
    const person = newPerson();
    await page.getByLabel('Full Name').fill(person.name);
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByLabel('Confirm password').fill(person.password);
    await main(page).getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page).toHaveURL(/\/login\?next=/);
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Password').fill(person.password);
    await main(page).getByRole('button', { name: 'Login', exact: true }).click();
    // Back on the list, saved; it waits for the address, then is the member's once verified.
    await expectToast(page, savedToast(word));
    await expect(page).toHaveURL(list);
    const alerts = main(page).getByRole('region', { name: t('alerts.title') });
    await gotoHydrated(page, hrefs.profileSection('alerts'));
    await expect(alerts.getByText(t('alerts.waiting'))).toBeVisible();
    await page.goto(await mailedLink(person.email, '/verify-email'));
    await expect(main(page).getByText(t('verifyEmail.verifiedTitle'))).toBeVisible();
    await gotoHydrated(page, hrefs.profileSection('alerts'));
    await expect(alerts.getByRole('heading', { name: `"${word}"` })).toBeVisible();
    await expect(alerts.getByText(t('alerts.waiting'))).toHaveCount(0);
  });
});
