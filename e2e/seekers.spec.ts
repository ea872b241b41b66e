import { randomUUID } from 'node:crypto';
import type { MessageId } from '@job/texts';
import { allTextsOf } from '@job/texts/catalogues';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  escaped,
  expect,
  filterChoice,
  formats,
  gotoHydrated,
  type Job,
  type JobFields,
  pngImage,
  postJob,
  signedIn,
  t,
  test,
} from './support';

/** Jobs posted through the API one after the other, oldest first. */
async function postJobs(request: APIRequestContext, token: string, jobs: JobFields[]) {
  const posted: Job[] = [];
  for (const fields of jobs) posted.push(await postJob(request, token, fields));
  return posted;
}

/** A word no other test's job contains, so a search finds this test's jobs alone. */
const uniqueWord = () => `zq${randomUUID().slice(0, 8)}`;

const rowTitles = (page: Page) => page.getByRole('article').getByRole('heading');

/** The page's XML parsed by the browser's own parser; throws on anything not well-formed. */
async function parseXml(page: Page, path: string) {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  const text = await response.text();
  return {
    contentType: response.headers()['content-type'],
    texts: await page.evaluate((xml) => {
      const document = new DOMParser().parseFromString(xml, 'application/xml');
      const error = document.querySelector('parsererror');
      if (error) throw new Error(`Not well-formed XML: ${error.textContent}`);
      return [...document.querySelectorAll('loc, link, title')].map((node) => node.textContent);
    }, text),
  };
}

signedIn(
  'a search pages like the list, five at a time, with its count',
  async ({ page, request, token }) => {
    const word = uniqueWord();
    const jobs = await postJobs(
      request,
      token,
      Array.from({ length: 7 }, (_, index) => ({ title: `Search ${word} ${index + 1}` })),
    );
    await gotoHydrated(page, '/');
    await page.getByRole('searchbox').fill(word);
    await page.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(`/?q=${word}`);
    await expect(
      page.getByText(t('resultCount.search', { query: word, count: 7 }), { exact: true }),
    ).toBeVisible();
    await expect(rowTitles(page)).toHaveText(
      jobs
        .slice(2)
        .reverse()
        .map((job) => job.title),
    );

    await page.getByRole('link', { name: t('pagination.next'), exact: true }).click();
    await expect(page).toHaveURL(`/?q=${word}&page=2`);
    await expect(rowTitles(page)).toHaveText([jobs[1]?.title ?? '', jobs[0]?.title ?? '']);
    // The second page is an address of its own: a reload shows it again.
    await page.reload();
    await expect(rowTitles(page)).toHaveText([jobs[1]?.title ?? '', jobs[0]?.title ?? '']);
  },
);

signedIn(
  'a page past the end of a search answers 404 with the pages and the way to the last one',
  async ({ page, request, token }) => {
    const word = uniqueWord();
    const jobs = await postJobs(
      request,
      token,
      Array.from({ length: 7 }, (_, index) => ({ title: `Past ${word} ${index + 1}` })),
    );
    const response = await gotoHydrated(page, `/?q=${word}&page=9`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText(t('jobList.pastLastPage', { page: 9, last: 2 }))).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: t('pagination.label'), exact: true }),
    ).toBeVisible();
    await page.getByRole('link', { name: t('jobList.toLastPage'), exact: true }).click();
    await expect(page).toHaveURL(`/?q=${word}&page=2`);
    await expect(rowTitles(page)).toHaveText(
      jobs
        .slice(0, 2)
        .reverse()
        .map((job) => job.title),
    );
  },
);

signedIn(
  'a search made on a category page searches that category only',
  async ({ page, request, token }) => {
    const word = uniqueWord();
    await postJobs(request, token, [
      { title: `Part-time ${word}`, workType: '2' },
      { title: `Full-time ${word}`, workType: '1' },
    ]);
    await gotoHydrated(page, '/categories/part-time');
    await page.getByRole('searchbox').fill(word);
    await page.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(`/categories/part-time?q=${word}`);
    await expect(rowTitles(page)).toHaveText([`Part-time ${word}`]);
    await expect(
      page.getByText(
        t('resultCount.categorySearch', {
          workType: t('workType.partTime'),
          query: word,
          count: 1,
        }),
        { exact: true },
      ),
    ).toBeVisible();
  },
);

signedIn(
  'the workplace filter narrows the list, with the type of work and a search',
  async ({ page, request, token }) => {
    const word = uniqueWord();
    await postJobs(request, token, [
      { title: `Remote freelance ${word}`, workType: '3', workplace: 'remote' },
      { title: `Hybrid freelance ${word}`, workType: '3', workplace: 'hybrid' },
      { title: `Remote full-time ${word}`, workType: '1', workplace: 'remote' },
    ]);
    await gotoHydrated(page, `/categories/freelance?q=${word}`);
    await expect(rowTitles(page)).toHaveCount(2);
    const filter = page.getByRole('navigation', { name: t('workplaceFilter.label'), exact: true });
    const remote = filter.getByRole('link', { name: filterChoice(t('workplace.remote')) });
    await remote.click();
    await expect(page).toHaveURL(`/categories/freelance?q=${word}&workplace=remote`);
    await expect(rowTitles(page)).toHaveText([`Remote freelance ${word}`]);
    await expect(remote).toHaveAttribute('aria-current', 'page');
    // Another type of work from the side panel keeps the search and the workplace.
    await page
      .getByRole('navigation', { name: t('workTypeNav.heading'), exact: true })
      .getByRole('link', { name: filterChoice(t('workType.fullTime')) })
      .click();
    await expect(page).toHaveURL(`/categories/full-time?q=${word}&workplace=remote`);
    await expect(rowTitles(page)).toHaveText([`Remote full-time ${word}`]);
    await page.goBack();
    await filter.getByRole('link', { name: filterChoice(t('workplaceFilter.all')) }).click();
    await expect(rowTitles(page)).toHaveCount(2);
  },
);

signedIn(
  'a salary floor narrows a search, lives in the address, and a phone’s folded filters name it',
  async ({ page, request, token, browser }) => {
    const word = uniqueWord();
    await postJobs(request, token, [
      { title: `Range ${word}`, salary: '₺40.000 - ₺60.000 aylık' },
      { title: `Short ${word}`, salary: '₺45.000 aylık' },
      { title: `Hourly ${word}`, salary: '$30/hour' },
    ]);
    await gotoHydrated(page, `/?q=${word}`);
    await expect(rowTitles(page)).toHaveCount(3);
    const floors = page.getByRole('navigation', { name: t('salaryFilter.label'), exact: true });
    const floor = (amount: number, currency: 'TRY' | 'USD') =>
      t('salaryFilter.atLeast', { amount: formats.money(amount, currency) });
    await floors.getByRole('link', { name: filterChoice(floor(50_000, 'TRY')) }).click();
    await expect(page).toHaveURL(`/?q=${word}&salary=50000`);
    // A range counts by its top; ₺45.000 a month falls short; dollars are another currency.
    await expect(rowTitles(page)).toHaveText([`Range ${word}`]);

    // Shared: opened afresh, at a phone's width, the same list, its floor named on the button.
    const phone = await browser.newPage({ viewport: { width: 375, height: 812 } });
    await gotoHydrated(phone, `/?q=${word}&salary=50000`);
    await expect(rowTitles(phone)).toHaveText([`Range ${word}`]);
    await expect(
      phone.getByRole('button', { name: `${t('homeLayout.filters')} ${floor(50_000, 'TRY')}` }),
    ).toBeVisible();
    await phone.close();

    // A new search keeps the floor; another currency's floor finds the hourly dollars.
    await page.getByRole('searchbox').fill(word.toUpperCase());
    await page.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(`/?q=${word.toUpperCase()}&salary=50000`);
    await expect(rowTitles(page)).toHaveText([`Range ${word}`]);
    await floors.getByRole('link', { name: formats.currencyName('USD'), exact: true }).click();
    await expect(page).toHaveURL(
      new RegExp(`/\\?q=${word.toUpperCase()}&salary=\\d+&currency=USD$`),
    );
    await expect(rowTitles(page)).toHaveText([`Hourly ${word}`]);
    await floors.getByRole('link', { name: filterChoice(t('salaryFilter.any')) }).click();
    await expect(rowTitles(page)).toHaveCount(3);
  },
);

test('a date window narrows a search, lives in the address and the feed, and a phone names it', async ({
  page,
  browser,
}) => {
  // The sample jobs are dated over the last three weeks; Boğaziçi's, the first, three weeks ago.
  const search = `/?q=${encodeURIComponent('Boğaziçi')}`;
  const sample = 'Kıdemli Yazılım Geliştirici';
  await gotoHydrated(page, search);
  await expect(rowTitles(page)).toHaveText([sample]);
  const windows = page.getByRole('navigation', { name: t('postedFilter.label'), exact: true });
  // Each window says how many jobs it would list, as the page came from the server.
  const counted = (labelId: MessageId, count: number) =>
    windows.getByRole('link', { name: `${t(labelId)} ${t('resultCount.total', { count })}` });
  await expect(counted('postedFilter.week', 0)).toBeVisible();
  await expect(counted('postedFilter.month', 1)).toBeVisible();
  await windows.getByRole('link', { name: filterChoice(t('postedFilter.week')) }).click();
  await expect(page).toHaveURL(`${search}&posted=7`);
  await expect(rowTitles(page)).toHaveCount(0);
  // And as the browser asked for them, the list's own choice counting its none.
  await expect(counted('postedFilter.week', 0)).toHaveAttribute('aria-current', 'page');
  await expect(counted('postedFilter.month', 1)).toBeVisible();
  await expect(page.getByRole('link', { name: t('noResults.clearFilters') })).toBeVisible();
  await windows.getByRole('link', { name: filterChoice(t('postedFilter.month')) }).click();
  await expect(page).toHaveURL(`${search}&posted=30`);
  await expect(rowTitles(page)).toHaveText([sample]);

  // The list's feed keeps the window, and says so.
  const feed = await page
    .locator('link[rel="alternate"][type="application/rss+xml"]')
    .getAttribute('href');
  expect(feed).toBe(`/feed.xml${search.slice(1)}&posted=30`);
  const { texts } = await parseXml(page, feed ?? '');
  expect(texts).toContain(sample);
  expect(texts.some((text) => text?.includes(t('postedFilter.month')))).toBe(true);

  // Shared: opened afresh at a phone's width, the same list, its window named on the button.
  const phone = await browser.newPage({ viewport: { width: 375, height: 812 } });
  await gotoHydrated(phone, `${search}&posted=30`);
  await expect(rowTitles(phone)).toHaveText([sample]);
  await expect(
    phone.getByRole('button', { name: `${t('homeLayout.filters')} ${t('postedFilter.month')}` }),
  ).toBeVisible();
  await phone.close();

  // A new search keeps the window; 'Tümü' lets it go.
  await page.getByRole('searchbox').fill('Kıdemli');
  await page.getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(`/?q=K%C4%B1demli&posted=30`);
  // Saved, the search keeps every filter but the window, and the dialog says so.
  await page.getByRole('button', { name: t('saveSearch.open') }).click();
  const dialog = page.getByRole('dialog', { name: t('saveSearch.title') });
  await expect(dialog).toHaveAccessibleDescription(
    new RegExp(escaped(t('saveSearch.windowNotSaved'))),
  );
  await dialog.getByRole('button', { name: t('saveSearch.cancel') }).click();
  await windows.getByRole('link', { name: filterChoice(t('postedFilter.any')) }).click();
  await expect(page).toHaveURL('/?q=K%C4%B1demli');
});

test('a city and a minimum salary narrow the board, live in the address and open the same list fresh', async ({
  page,
  browser,
}) => {
  // The sample jobs in İstanbul paying ₺50.000 a month or more; Sosyal Medya Uzmanı pays ₺45.000.
  const paidWell = [
    'Ürün Yöneticisi',
    'UX Araştırmacısı',
    'Mobil Uygulama Geliştirici (React Native)',
    'Kıdemli Yazılım Geliştirici',
  ];
  await gotoHydrated(page, '/');
  const cities = page.getByRole('navigation', { name: t('cityFilter.label'), exact: true });
  await cities.getByRole('link', { name: filterChoice('İstanbul') }).click();
  const inIstanbul = `/?city=${encodeURIComponent('İstanbul')}`;
  await expect(page).toHaveURL(inIstanbul);
  await expect(rowTitles(page)).toContainText(['Sosyal Medya Uzmanı']);
  const floor = t('salaryFilter.atLeast', { amount: formats.money(50_000, 'TRY') });
  await page
    .getByRole('navigation', { name: t('salaryFilter.label'), exact: true })
    .getByRole('link', { name: filterChoice(floor) })
    .click();
  await expect(page).toHaveURL(`${inIstanbul}&salary=50000`);
  await expect(rowTitles(page)).toHaveText(paidWell);
  // The city's choice counts the list, as the server rendered it and as the browser asked.
  await expect(
    cities.getByRole('link', { name: `İstanbul ${t('resultCount.total', { count: 4 })}` }),
  ).toHaveAttribute('aria-current', 'page');

  // Shared: opened afresh at a phone's width, the same list, the city and floor on the button.
  const phone = await browser.newPage({ viewport: { width: 375, height: 812 } });
  await gotoHydrated(phone, `${inIstanbul}&salary=50000`);
  await expect(rowTitles(phone)).toHaveText(paidWell);
  const filters = phone.getByRole('button', {
    name: `${t('homeLayout.filters')} İstanbul, ${floor}`,
  });
  await expect(filters).toBeVisible();
  // The filters open as a sheet over the list, their choices in force marked, and close by Escape,
  // a tap on the list above them, or 'Sonuçları göster', each time back on the button.
  const sheetCities = phone.getByRole('navigation', { name: t('cityFilter.label'), exact: true });
  const showResults = phone.getByRole('button', { name: t('homeLayout.showResults') });
  await expect(sheetCities).toBeHidden();
  await filters.click();
  await expect(sheetCities.locator('[aria-current="page"]')).toContainText('İstanbul');
  await expect(showResults).toBeInViewport();
  await phone.keyboard.press('Escape');
  await expect(sheetCities).toBeHidden();
  await expect(filters).toBeFocused();
  await filters.click();
  await phone.mouse.click(187, 40);
  await expect(sheetCities).toBeHidden();
  await filters.click();
  await showResults.click();
  await expect(sheetCities).toBeHidden();
  await expect(filters).toBeFocused();
  await expect(rowTitles(phone)).toHaveText(paidWell);
  await phone.close();

  // The city's 'Tümü' lets the city go and keeps the floor.
  await cities.getByRole('link', { name: filterChoice(t('cityFilter.any')) }).click();
  await expect(page).toHaveURL('/?salary=50000');
});

/**
 * The filters' whole journey in each language, at a desktop's width and a phone's: a search, a
 * city, a salary floor and a work type, each keeping the others; the address shared and opened
 * fresh gives the same list the API gives; the list's feed reads in the browser. A visitor's
 * journey, in a browser of its own: a member's language would follow them to the other journeys.
 */
for (const language of ['tr', 'en'] as const) {
  signedIn(
    `in ${language}, a search narrowed by city, salary floor and work type opens the same at 1280 and 375 px, feed and all`,
    async ({ request, token, browser }) => {
      const texts = allTextsOf(language);
      const word = uniqueWord();
      // A city of this journey's own, so the board's other cities keep their counts.
      const city = 'Eskişehir';
      await postJobs(request, token, [
        { title: `Aranan ${word}`, location: city, salary: '₺60.000/ay' },
        { title: `Az ödeyen ${word}`, location: city, salary: '₺40.000/ay' },
        { title: `Kayserili ${word}`, location: 'Kayseri', salary: '₺70.000/ay' },
        {
          title: `Yarı zamanlı ${word}`,
          location: 'eskişehir',
          salary: '₺90.000/ay',
          workType: '2',
        },
      ]);
      // A visitor's browser: the test's own session left out.
      const page = await browser.newPage({
        viewport: { width: 1280, height: 900 },
        storageState: { cookies: [], origins: [] },
      });
      await gotoHydrated(page, `/?lang=${language}`);
      await page.getByRole('searchbox').fill(word);
      await page.getByRole('searchbox').press('Enter');
      await expect(rowTitles(page)).toHaveCount(4);
      await page
        .getByRole('navigation', { name: texts.t('cityFilter.label'), exact: true })
        .getByRole('link', { name: filterChoice(city) })
        .click();
      await expect(rowTitles(page)).toHaveCount(3);
      const floor = texts.t('salaryFilter.atLeast', {
        amount: texts.formats.money(50_000, 'TRY'),
      });
      await page
        .getByRole('navigation', { name: texts.t('salaryFilter.label'), exact: true })
        .getByRole('link', { name: filterChoice(floor) })
        .click();
      await expect(rowTitles(page)).toHaveCount(2);
      await page
        .getByRole('navigation', { name: texts.t('workTypeNav.heading'), exact: true })
        .getByRole('link', { name: filterChoice(texts.t('workType.fullTime')) })
        .click();
      const shared = `/categories/full-time?q=${word}&city=${encodeURIComponent(city)}&salary=50000`;
      await expect(page).toHaveURL(shared);
      await expect(rowTitles(page)).toHaveText([`Aranan ${word}`]);

      // What the API lists for the same filters.
      const answer = await request.post('/api/search', {
        data: { data: word, type: 'full-time', city, minSalary: 50000 },
      });
      expect(((await answer.json()) as Job[]).map((job) => job.title)).toEqual([`Aranan ${word}`]);

      // Shared, opened afresh on a phone in the same language: the same list, rendered by the server.
      const phone = await browser.newPage({
        viewport: { width: 375, height: 812 },
        storageState: await page.context().storageState(),
      });
      await page.close();
      await gotoHydrated(phone, shared);
      await expect(phone.locator('html')).toHaveAttribute('lang', language);
      await expect(rowTitles(phone)).toHaveText([`Aranan ${word}`]);
      await expect(
        phone.getByRole('button', {
          name: `${texts.t('homeLayout.filters')} ${texts.t('workType.fullTime')}, ${city}, ${floor}`,
        }),
      ).toBeVisible();

      // The list's feed, as the browser opens it: RSS in UTF-8, its Turkish whole.
      const feed = await phone
        .locator('link[rel="alternate"][type="application/rss+xml"]')
        .getAttribute('href');
      // The same feed as the list's visible link, under its pages.
      await expect(phone.getByRole('link', { name: texts.t('jobList.feed') })).toHaveAttribute(
        'href',
        feed ?? '',
      );
      const { contentType, texts: items } = await parseXml(phone, feed ?? '');
      expect(contentType).toBe('application/rss+xml; charset=utf-8');
      expect(items).toContain(`Aranan ${word}`);
      expect(items).not.toContain(`Az ödeyen ${word}`);
      await phone.close();
    },
  );
}

signedIn(
  'a search finds a job by its company and by its city, Turkish letters folded',
  async ({ page, request, token }) => {
    const word = uniqueWord();
    const [job] = await postJobs(request, token, [
      { title: 'Deck hand', company: `Karadeniz ${word}`, location: `Şile${word}` },
    ]);
    await gotoHydrated(page, '/');
    for (const text of [`karadeniz ${word}`, `SILE${word}`]) {
      await page.getByRole('searchbox').fill(text);
      await page.getByRole('searchbox').press('Enter');
      await expect(page).toHaveURL(`/?q=${encodeURIComponent(text).replaceAll('%20', '+')}`);
      await expect(rowTitles(page)).toHaveText([job?.title ?? '']);
    }
  },
);

signedIn(
  'a search lists its best matches first, and the newest or the best paid when asked, in its address',
  async ({ page, browser, request, token }) => {
    const word = uniqueWord();
    // Oldest first: the word in a title, in a company, then only in a brief.
    await postJobs(request, token, [
      { title: `Cook ${word}`, salary: '₺40.000/ay' },
      { title: 'Baker', company: `${word} Kitchens`, salary: '₺90.000/ay' },
      { title: 'Waiter', description: `Serving at ${word}`, salary: '₺60.000/ay' },
    ]);
    const search = `/?q=${word}`;
    await gotoHydrated(page, search);
    await expect(rowTitles(page)).toHaveText([`Cook ${word}`, 'Baker', 'Waiter']);
    const orders = page.getByRole('navigation', { name: t('sortControl.label'), exact: true });
    await expect(orders.getByRole('link', { name: t('sortControl.relevance') })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await orders.getByRole('link', { name: t('sortControl.newest') }).click();
    await expect(page).toHaveURL(`${search}&sort=newest`);
    await expect(rowTitles(page)).toHaveText(['Waiter', 'Baker', `Cook ${word}`]);
    await orders.getByRole('link', { name: t('sortControl.salary') }).click();
    await expect(page).toHaveURL(`${search}&sort=salary`);
    await expect(rowTitles(page)).toHaveText(['Baker', 'Waiter', `Cook ${word}`]);

    // Shared: opened afresh at a phone's width, the same list, its order named on the button.
    const phone = await browser.newPage({ viewport: { width: 375, height: 812 } });
    await gotoHydrated(phone, `${search}&sort=salary`);
    await expect(rowTitles(phone)).toHaveText(['Baker', 'Waiter', `Cook ${word}`]);
    await expect(
      phone.getByRole('button', {
        name: `${t('homeLayout.filters')} ${t('sortControl.salary')}`,
      }),
    ).toBeVisible();
    await phone.close();

    // A filter keeps the order; the default order goes without saying in the address.
    await page
      .getByRole('navigation', { name: t('workTypeNav.heading'), exact: true })
      .getByRole('link', { name: filterChoice(t('workType.fullTime')) })
      .click();
    await expect(page).toHaveURL(`/categories/full-time?q=${word}&sort=salary`);
    await expect(rowTitles(page)).toHaveText(['Baker', 'Waiter', `Cook ${word}`]);
    await orders.getByRole('link', { name: t('sortControl.relevance') }).click();
    await expect(page).toHaveURL(`/categories/full-time?q=${word}`);
    await expect(rowTitles(page)).toHaveText([`Cook ${word}`, 'Baker', 'Waiter']);
  },
);

signedIn(
  'a new job with a company and a place shows them on its row and its detail',
  async ({ page }) => {
    const title = `Backend Developer ${uniqueWord()}`;
    await gotoHydrated(page, '/create-job');
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Work Type').selectOption({ label: 'Full-time' });
    await page.getByLabel(t('jobForm.company'), { exact: true }).fill('Anadolu Yazılım');
    await page.getByLabel(t('jobForm.location'), { exact: true }).fill('İzmir');
    await page
      .getByLabel(t('jobForm.workplace'), { exact: true })
      .selectOption({ label: t('workplace.hybrid') });
    await page.getByLabel('Image').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: pngImage(48, 48, [219, 39, 119]),
    });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/$/);
    const row = page.getByRole('article').filter({ hasText: title });
    // Posted 'bugün' (today): Intl's word in the default's language, Turkish, not a catalogue's.
    for (const fact of ['Anadolu Yazılım', 'İzmir', t('workplace.hybrid'), 'bugün']) {
      await expect(row.getByText(fact, { exact: true })).toBeVisible();
    }
    await row.getByRole('link', { name: 'Detail' }).click();
    await expect(
      page.getByRole('main').getByText('Anadolu Yazılım', { exact: true }),
    ).toBeVisible();
  },
);

signedIn(
  'the sitemap and the feeds are well-formed XML listing a new job',
  async ({ page, request, token }) => {
    const word = uniqueWord();
    const [job] = await postJobs(request, token, [
      { title: `Feed & <sitemap> ${word}`, workType: '2' },
    ]);
    const detailUrl = `/detail/${job?.slug}`;
    await gotoHydrated(page, '/');

    const sitemap = await parseXml(page, '/sitemap.xml');
    expect(sitemap.contentType).toContain('xml');
    expect(sitemap.texts.some((loc) => loc?.endsWith(detailUrl))).toBe(true);

    for (const feed of ['/feed.xml', '/feed.xml?type=part-time', `/feed.xml?q=${word}`]) {
      const { contentType, texts } = await parseXml(page, feed);
      expect(contentType).toBe('application/rss+xml; charset=utf-8');
      expect(texts, feed).toContain(job?.title);
    }
    const fullTime = await parseXml(page, '/feed.xml?type=full-time');
    expect(fullTime.texts).not.toContain(job?.title);

    // Every list names its feed for feed readers.
    await gotoHydrated(page, `/categories/part-time?q=${word}`);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      `/feed.xml?type=part-time&q=${word}`,
    );
    const robots = await page.request.get('/robots.txt');
    expect(await robots.text()).toMatch(/^Sitemap: http.*\/sitemap\.xml$/m);
  },
);
