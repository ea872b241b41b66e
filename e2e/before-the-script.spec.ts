import { randomUUID } from 'node:crypto';
import { hrefs, reportSentHref } from '@job/contract';
import type { APIRequestContext, Page, Route } from '@playwright/test';
import {
  expect,
  expectRowsOf,
  failOnConsoleTrouble,
  filterChoice,
  type Job,
  postJob,
  registerAccount,
  signedIn,
  t,
  test,
  uniqueTitle,
  untilHydrated,
} from './support';

/**
 * Every action on a server-rendered page works as the page appears, before its scripts run, and
 * without them: each journey runs twice, once with the app's scripts held back until the action
 * is done (then released, and the page must agree with what the server sent), once in a browser
 * with JavaScript off.
 */
const ways = ['before its scripts run', 'without JavaScript'] as const;
type Way = (typeof ways)[number];

interface EarlyVisit {
  page: Page;
  /**
   * Lets the scripts held so far (and any asked later) through and waits until the page has
   * hydrated; nothing to wait for without JavaScript.
   */
  scriptsReady(): Promise<void>;
  /** The console's errors and warnings so far (a hydration mismatch is one). */
  trouble: string[];
}

/**
 * A page whose scripts are held: the start script, the entry, its chunks and the catalogues (all
 * under /assets/) wait at the network until `scriptsReady`, so what a visitor does meanwhile meets
 * the server's HTML alone, however fast the machine.
 */
async function holdScripts(page: Page): Promise<EarlyVisit> {
  const held: Route[] = [];
  let released = false;
  await page.route('**/assets/*.js', (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  return {
    page,
    trouble: failOnConsoleTrouble(page),
    async scriptsReady() {
      released = true;
      // A script asked by a page the visitor has already left has no one to answer.
      for (const route of held.splice(0)) await route.continue().catch(() => undefined);
      await untilHydrated(page);
    },
  };
}

/** The test's visitor, early: its page with the scripts held, or a new one without JavaScript. */
const early = test.extend<{ way: Way; visit: EarlyVisit }>({
  way: ['before its scripts run', { option: true }],
  visit: async ({ way, page, browser, baseURL, extraHTTPHeaders }, use) => {
    if (way === 'before its scripts run') {
      await use(await holdScripts(page));
      return;
    }
    const context = await browser.newContext({
      baseURL,
      extraHTTPHeaders,
      javaScriptEnabled: false,
    });
    const plain = await context.newPage();
    await use({
      page: plain,
      scriptsReady: async () => undefined,
      trouble: failOnConsoleTrouble(plain),
    });
    await context.close();
  },
});

const main = (page: Page) => page.getByRole('main');

/** A word no other journey's job holds, so only this journey's postings match a search for it. */
const uniqueWord = () => `kelime${randomUUID().slice(0, 8)}`;

/** Six jobs with `word` in their titles, oldest first: a search for it has two pages. */
async function sixJobsWith(request: APIRequestContext, token: string, word: string) {
  const jobs: Job[] = [];
  for (let n = 1; n <= 6; n++) jobs.push(await postJob(request, token, { title: `${word} ${n}` }));
  return jobs;
}

/** The save toggle a visitor meets on a detail, or on the row of `title` in a list. */
const saveOn = (page: Page, title?: string) =>
  title === undefined
    ? main(page).getByRole('link', { name: t('saveToggle.save'), exact: true })
    : main(page)
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: title }) })
        .getByRole('link', { name: t('saveToggle.saveJob', { title }), exact: true });

for (const way of ways) {
  early.describe(way, () => {
    early.use({ way });

    early(
      'a search sent is the search shown, its words still in the box',
      async ({ visit: { page, scriptsReady, trouble }, request, token }) => {
        const word = uniqueWord();
        const jobs = await sixJobsWith(request, token, word);
        await page.goto('/', { waitUntil: 'commit' });
        await page.getByRole('searchbox', { name: t('search.label') }).fill(word);
        await page.getByRole('searchbox', { name: t('search.label') }).press('Enter');
        await expect(page).toHaveURL(hrefs.home({ q: word }));
        await scriptsReady();
        await expect(page.getByRole('searchbox', { name: t('search.label') })).toHaveValue(word);
        await expect(
          main(page).getByText(t('resultCount.search', { count: 6, query: word })),
        ).toBeVisible();
        await expectRowsOf(page, jobs.slice(1).reverse());
        expect(trouble).toEqual([]);
      },
    );

    early(
      'a search on a category keeps its category and workplace',
      async ({ visit: { page, scriptsReady }, request, token }) => {
        const word = uniqueWord();
        const remote = await postJob(request, token, {
          title: `${word} remote`,
          workplace: 'remote',
        });
        await postJob(request, token, { title: `${word} on site`, workplace: 'on-site' });
        await postJob(request, token, {
          title: `${word} part-time`,
          workType: '2',
          workplace: 'remote',
        });
        await page.goto(hrefs.category('full-time', { workplace: 'remote' }), {
          waitUntil: 'commit',
        });
        await page.getByRole('searchbox', { name: t('search.label') }).fill(word);
        await page.getByRole('searchbox', { name: t('search.label') }).press('Enter');
        await expect(page).toHaveURL(hrefs.category('full-time', { q: word, workplace: 'remote' }));
        await scriptsReady();
        await expectRowsOf(page, [remote]);
        // Again once the script runs (or still without it): the app's search keeps them too.
        const again = `${word} remote`;
        await page.getByRole('searchbox', { name: t('search.label') }).fill(again);
        await page.getByRole('searchbox', { name: t('search.label') }).press('Enter');
        await expect(page).toHaveURL(
          hrefs.category('full-time', { q: again, workplace: 'remote' }),
        );
        await expectRowsOf(page, [remote]);
      },
    );

    early(
      'the pager opens the next page of the search',
      async ({ visit: { page, scriptsReady }, request, token }) => {
        const word = uniqueWord();
        const [oldest] = await sixJobsWith(request, token, word);
        await page.goto(hrefs.home({ q: word }), { waitUntil: 'commit' });
        await page
          .getByRole('navigation', { name: t('pagination.label'), exact: true })
          .getByRole('link', { name: t('pagination.next'), exact: true })
          .click();
        await expect(page).toHaveURL(hrefs.home({ q: word, page: 2 }));
        await scriptsReady();
        await expect(page.getByRole('searchbox', { name: t('search.label') })).toHaveValue(word);
        await expectRowsOf(page, [oldest as Job]);
      },
    );

    early(
      "a visitor's Save on a row and on a detail leads to the login that saves it, and back",
      async ({ visit: { page, scriptsReady }, request, token }) => {
        const word = uniqueWord();
        const job = await postJob(request, token, { title: uniqueTitle(word) });
        const list = hrefs.home({ q: word });
        await page.goto(list, { waitUntil: 'commit' });
        await saveOn(page, job.title).click();
        await expect(page).toHaveURL(hrefs.login(list, job.slug));
        await page.goto(hrefs.detail(job.slug), { waitUntil: 'commit' });
        await saveOn(page).click();
        await expect(page).toHaveURL(hrefs.login(hrefs.detail(job.slug), job.slug));
        await scriptsReady();
        await expect(page).toHaveURL(hrefs.login(hrefs.detail(job.slug), job.slug));
      },
    );

    early(
      "a visitor's Apply leads to the login, then to the form",
      async ({ visit: { page, scriptsReady }, request, token }) => {
        const job = await postJob(request, token, { title: uniqueTitle('Early Applicant') });
        await page.goto(hrefs.detail(job.slug), { waitUntil: 'commit' });
        await main(page)
          .getByRole('link', { name: t('applyAction.apply'), exact: true })
          .click();
        await expect(page).toHaveURL(hrefs.login(hrefs.apply(job.slug)));
        await scriptsReady();
        await expect(page).toHaveURL(hrefs.login(hrefs.apply(job.slug)));
      },
    );

    early(
      'Report opens the report page, whose form sends the report',
      async ({ visit: { page, scriptsReady }, request, token }) => {
        const job = await postJob(request, token, { title: uniqueTitle('Early Reported') });
        await page.goto(hrefs.detail(job.slug), { waitUntil: 'commit' });
        await main(page)
          .getByRole('link', { name: t('moderation.reportAction'), exact: true })
          .click();
        await expect(page).toHaveURL(hrefs.report(job.slug));
        const form = main(page).getByRole('form', {
          name: t('reportScreen.title', { title: job.title }),
        });
        // Sent as it is, before the scripts: the server takes the form itself.
        await form
          .getByLabel(t('moderation.reasonLabel'))
          .selectOption(t('moderation.reason.fraud'));
        await form.getByLabel(t('moderation.noteLabel')).fill('Ücret istiyor');
        await form.getByRole('button', { name: t('moderation.send'), exact: true }).click();
        await expect(page).toHaveURL(reportSentHref(job.slug));
        await expect(
          main(page).getByRole('heading', { level: 1, name: t('reportScreen.sentTitle') }),
        ).toBeVisible();
        await scriptsReady();
        await main(page)
          .getByRole('link', { name: t('reportScreen.back'), exact: true })
          .click();
        await expect(page).toHaveURL(hrefs.detail(job.slug));
      },
    );

    early(
      'a report without a reason answers why, the note kept',
      async ({ visit: { page }, request, token }) => {
        const job = await postJob(request, token, { title: uniqueTitle('Early Unreasoned') });
        await page.goto(hrefs.report(job.slug), { waitUntil: 'commit' });
        await main(page).getByLabel(t('moderation.noteLabel')).fill('Nedenini seçmeyi unuttum');
        const answer = page.waitForResponse(
          (response) =>
            response.request().method() === 'POST' && response.url().endsWith('/report'),
        );
        await main(page)
          .getByRole('button', { name: t('moderation.send'), exact: true })
          .click();
        expect((await answer).status()).toBe(422);
        await expect(main(page).getByRole('alert')).not.toBeEmpty();
        await expect(main(page).getByLabel(t('moderation.noteLabel'))).toHaveValue(
          'Nedenini seçmeyi unuttum',
        );
      },
    );
  });
}

early.describe('before its scripts run', () => {
  early(
    'controls that need the script wait for it, disabled, and say so; the filters need none',
    async ({ visit: { page, scriptsReady } }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto('/', { waitUntil: 'commit' });
      const saveSearch = main(page).getByRole('button', { name: t('saveSearch.open') });
      await expect(saveSearch).toHaveAttribute('aria-disabled', 'true');
      await expect(saveSearch).toHaveAccessibleDescription(t('spinner.loading'));
      // The filters' sheet is the browser's own popover: it opens before the script, and stays
      // open as the script takes the page over.
      const filters = page.getByRole('button', { name: t('homeLayout.filters') });
      await filters.click();
      const partTime = page.getByRole('link', { name: filterChoice(t('workType.partTime')) });
      await expect(partTime).toBeVisible();
      await scriptsReady();
      await expect(saveSearch).not.toHaveAttribute('aria-disabled');
      await expect(partTime).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(partTime).toBeHidden();
      await expect(filters).toBeFocused();
    },
  );

  early(
    'words typed before the script runs stay in the box, and search once it does',
    async ({ visit: { page, scriptsReady, trouble }, request, token }) => {
      const word = uniqueWord();
      const job = await postJob(request, token, { title: uniqueTitle(word) });
      await page.goto('/', { waitUntil: 'commit' });
      await page.getByRole('searchbox', { name: t('search.label') }).fill(word);
      await scriptsReady();
      await expect(page.getByRole('searchbox', { name: t('search.label') })).toHaveValue(word);
      await page.getByRole('searchbox', { name: t('search.label') }).press('Enter');
      await expect(page).toHaveURL(hrefs.home({ q: word }));
      await expectRowsOf(page, [job]);
      expect(trouble).toEqual([]);
    },
  );

  early(
    'once the script runs, Bildir opens its dialog in place',
    async ({ visit: { page, scriptsReady, trouble }, request, token }) => {
      const job = await postJob(request, token, { title: uniqueTitle('Dialog Reported') });
      await page.goto(hrefs.detail(job.slug), { waitUntil: 'commit' });
      await scriptsReady();
      await main(page)
        .getByRole('link', { name: t('moderation.reportAction'), exact: true })
        .click();
      const dialog = page.getByRole('dialog', { name: t('moderation.reportTitle') });
      await dialog
        .getByLabel(t('moderation.reasonLabel'))
        .selectOption(t('moderation.reason.other'));
      await dialog.getByRole('button', { name: t('moderation.send'), exact: true }).click();
      await expect(page.getByText(t('toast.reported'), { exact: true })).toBeVisible();
      await expect(page).toHaveURL(hrefs.detail(job.slug));
      expect(trouble).toEqual([]);
    },
  );

  early(
    'a report page opened directly sends with its script, back on the job',
    async ({ visit: { page, scriptsReady, trouble }, request, token }) => {
      const job = await postJob(request, token, { title: uniqueTitle('Scripted Reported') });
      await page.goto(hrefs.report(job.slug), { waitUntil: 'commit' });
      await scriptsReady();
      await main(page)
        .getByLabel(t('moderation.reasonLabel'))
        .selectOption(t('moderation.reason.spam'));
      await main(page)
        .getByRole('button', { name: t('moderation.send'), exact: true })
        .click();
      await expect(page.getByText(t('toast.reported'), { exact: true })).toBeVisible();
      await expect(page).toHaveURL(hrefs.detail(job.slug));
      expect(trouble).toEqual([]);
    },
  );
});

/** A member, their session in their browser: until the script runs, the page is a visitor's. */
const earlyMember = signedIn.extend<{ held: EarlyVisit }>({
  held: async ({ page }, use) => {
    await use(await holdScripts(page));
  },
});

earlyMember.describe("a member's press before the script runs", () => {
  /** A job another member posted, so this one may save it and apply to it. */
  async function othersJob(request: APIRequestContext) {
    const poster = await registerAccount(request);
    return postJob(request, poster.token, { title: uniqueTitle('Early Member') });
  }

  earlyMember(
    'Save leads through the sign-in, which saves the job and goes straight back',
    async ({ held: { page, scriptsReady }, request }) => {
      const job = await othersJob(request);
      await page.goto(hrefs.detail(job.slug), { waitUntil: 'commit' });
      await saveOn(page).click();
      await expect(page).toHaveURL(hrefs.login(hrefs.detail(job.slug), job.slug));
      await scriptsReady();
      await expect(page).toHaveURL(hrefs.detail(job.slug));
      const toggle = main(page).getByRole('button', { name: t('saveToggle.save'), exact: true });
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      // Saved on the server, once: a second press unsaves it.
      const answer = await request.get(`/api/jobs/${job.slug}`);
      expect(((await answer.json()) as { data: Job }).data.save).toBe(1);
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    },
  );

  earlyMember(
    'Başvur leads through the sign-in to the form',
    async ({ held: { page, scriptsReady }, request }) => {
      const job = await othersJob(request);
      await page.goto(hrefs.detail(job.slug), { waitUntil: 'commit' });
      await main(page)
        .getByRole('link', { name: t('applyAction.apply'), exact: true })
        .click();
      await scriptsReady();
      await expect(page).toHaveURL(hrefs.apply(job.slug));
      await expect(main(page).getByLabel(t('applyForm.noteOptional'))).toBeVisible();
    },
  );
});

early.describe('without JavaScript', () => {
  early.use({ way: 'without JavaScript' });

  early(
    'what needs the script is not offered; the filters open as a sheet on a phone',
    async ({ visit: { page } }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto('/');
      await expect(
        main(page)
          .getByRole('link', { name: t('jobRow.detail') })
          .first(),
      ).toBeVisible();
      await expect(main(page).getByRole('button', { name: t('saveSearch.open') })).toBeHidden();
      await page.getByRole('button', { name: t('homeLayout.filters') }).click();
      await page.getByRole('link', { name: filterChoice(t('workType.partTime')) }).click();
      await expect(page).toHaveURL(hrefs.category('part-time'));
    },
  );

  early(
    'a page that needs the script says so, and leads back to the jobs',
    async ({ visit: { page } }) => {
      for (const address of [hrefs.login(hrefs.detail('any-job'), 'any-job'), hrefs.profile()]) {
        await page.goto(address);
        await expect(
          page.getByRole('heading', { level: 1, name: t('noScript.title') }),
        ).toBeVisible();
      }
      await page.getByRole('link', { name: t('noScript.browse'), exact: true }).click();
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('searchbox', { name: t('search.label') })).toBeVisible();
    },
  );

  early('the language switch chooses the language', async ({ visit: { page } }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'English', exact: true }).click();
    await expect(page).toHaveURL('/?lang=en');
    await expect(page.getByRole('searchbox', { name: 'Search jobs' })).toBeVisible();
  });
});
