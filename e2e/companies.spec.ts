import { hrefs } from '@job/contract';
import type { Page } from '@playwright/test';
import { expect, expectToast, gotoHydrated, postJob, t, twoMembers, uniqueTitle } from './support';

const main = (page: Page) => page.getByRole('main');

twoMembers(
  'a member creates a company, posts as it, and a visitor goes from the posting to the company page and its other jobs',
  async ({ page, member, other: { page: visitorPage }, request }) => {
    const name = uniqueTitle('Deniz Yazılım');

    // 'Şirketlerim' on the profile: the form, its name required.
    await gotoHydrated(page, hrefs.profileSection('companies'));
    await expect(page.getByRole('link', { name: t('profileNav.companies') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await main(page)
      .getByRole('button', { name: t('myCompanies.add') })
      .click();
    await main(page)
      .getByRole('button', { name: t('companyForm.create') })
      .click();
    await expect(main(page).getByText(t('validation.companyNameRequired'))).toBeVisible();
    await main(page).getByLabel(t('companyForm.name')).fill(name);
    await main(page).getByLabel(t('companyForm.sector')).fill('Yazılım');
    await main(page)
      .getByRole('button', { name: t('companyForm.create') })
      .click();
    await expectToast(page, t('toast.companyCreated'));
    const row = main(page).getByRole('article').filter({ hasText: name });
    await expect(row.getByText(t('myCompanies.owner'))).toBeVisible();
    const companyHref = await row.getByRole('link', { name }).getAttribute('href');
    const companySlug = decodeURIComponent(companyHref?.split('/').pop() ?? '');

    // Two postings as the company; the edit form says whom it was posted as.
    const first = await postJob(request, member.token, {
      title: uniqueTitle('Mobil Geliştirici'),
      companySlug,
    });
    const second = await postJob(request, member.token, {
      title: uniqueTitle('Backend Geliştirici'),
      companySlug,
    });
    expect(first.company).toBe(name);
    await gotoHydrated(page, hrefs.editJob(first.slug));
    await expect(main(page).getByLabel(t('jobForm.postAs'))).toHaveValue(companySlug);

    // A visitor: the posting names its company, whose other job is listed under it.
    await gotoHydrated(visitorPage, hrefs.detail(first.slug));
    const company = main(visitorPage).getByRole('region', { name });
    await expect(
      company.getByRole('link', { name: second.title }),
      'the company’s other job',
    ).toBeVisible();
    await company.getByRole('link', { name }).click();
    await expect(visitorPage).toHaveURL(new RegExp(`/companies/${companySlug}$`));
    await expect(main(visitorPage).getByRole('heading', { level: 1, name })).toBeVisible();
    for (const job of [first, second]) {
      await expect(
        main(visitorPage).getByRole('link', { name: job.title, exact: true }),
      ).toBeVisible();
    }

    // The page and the directory arrive rendered by the server; an unknown company is not found.
    const rendered = await request.get(hrefs.company(companySlug));
    expect(rendered.status()).toBe(200);
    expect(await rendered.text()).toContain(first.title);
    expect((await request.get(hrefs.company('no-such-company-here'))).status()).toBe(404);
    const directory = await request.get(hrefs.companies({ q: name }));
    expect(await directory.text()).toContain(name);

    // The directory finds it by its name.
    await gotoHydrated(visitorPage, hrefs.companies());
    await main(visitorPage).getByRole('searchbox').fill(name);
    await main(visitorPage).getByRole('searchbox').press('Enter');
    await expect(main(visitorPage).getByRole('link', { name })).toBeVisible();
  },
);
