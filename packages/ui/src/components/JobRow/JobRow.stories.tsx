import { hrefs, shownSalary } from '@job/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { iosJobOfKuzeyMobil } from '../../storybook/companies';
import {
  backendJob,
  frontendJob,
  goJob,
  images,
  iosJob,
  longTurkishJob,
  makeJob,
  now,
} from '../../storybook/fixtures';
import { onMobile } from '../../storybook/viewports';
import { storyTexts } from '../../texts/storyTexts';
import { longPostingDate, relativePostingTime } from '../PostedDate/relativeTime';
import { JobRow } from './JobRow';

const meta = {
  title: 'Components/JobRow',
  component: JobRow,
  args: { job: iosJob, now },
} satisfies Meta<typeof JobRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The spec's row: title, work type badge, salary, and a 'Detail' link named with the title. The
 * title is the row's main link; Detail is a quiet link, not a second solid button.
 */
export const FullTime: Story = {
  play: async (context) => {
    const { canvas } = context;
    const texts = storyTexts(context);
    await expect(canvas.getByRole('heading', { name: 'IOS Developer' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'IOS Developer' })).toHaveAttribute(
      'href',
      '/detail/ios-developer',
    );
    await expect(canvas.getByText(texts.t('workType.fullTime'))).toBeVisible();
    await expect(canvas.getByText(shownSalary(iosJob, texts))).toBeVisible();
    const detail = canvas.getByRole('link', {
      name: `${texts.t('jobRow.detail')} IOS Developer`,
    });
    await expect(detail).toHaveAttribute('href', '/detail/ios-developer');
    await expect(detail).toHaveTextContent(texts.t('jobRow.detail'));
  },
};

/** The same row for an English reader: 'View job', and the salary's amounts as English writes them. */
export const FullTimeInEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Full-time')).toBeVisible();
    await expect(canvas.getByText('$150,000 – $200,000')).toBeVisible();
    await expect(canvas.getByText('today')).toHaveAttribute('title', '23 November 2026');
    await expect(canvas.getByRole('link', { name: 'View job IOS Developer' })).toBeVisible();
  },
};

export const FullTimeInTurkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tam zamanlı')).toBeVisible();
    await expect(canvas.getByText('$150.000 – $200.000')).toBeVisible();
    await expect(canvas.getByText('Hibrit')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'İlanı gör IOS Developer' })).toBeVisible();
  },
};

/** Posted this morning by a company in a city, hybrid: every fact on one line. */
export const WithCompanyAndPlacePostedToday: Story = {
  play: async (context) => {
    const { canvas } = context;
    const { t, language } = storyTexts(context);
    await expect(canvas.getByText('Kuzey Mobil')).toBeVisible();
    await expect(canvas.getByText('İstanbul')).toBeVisible();
    await expect(canvas.getByText(t('workplace.hybrid'))).toBeVisible();
    const posted = canvas.getByText(
      relativePostingTime(new Date(iosJob.created_at), now, language),
    );
    await expect(posted.tagName).toBe('TIME');
    await expect(posted).toHaveAttribute('dateTime', iosJob.created_at);
    await expect(posted).toHaveAttribute(
      'title',
      longPostingDate(new Date(iosJob.created_at), language),
    );
  },
};

/** An old job, posted before company and place existed: only its date, a year ago. */
export const WithoutCompanyOrPlacePostedAYearAgo: Story = {
  args: { job: goJob },
  play: async (context) => {
    const { canvas } = context;
    const { t, language } = storyTexts(context);
    const posted = new Date(goJob.created_at);
    await expect(canvas.getByText(relativePostingTime(posted, now, language))).toHaveAttribute(
      'title',
      longPostingDate(posted, language),
    );
    await expect(canvas.getAllByRole('term')).toHaveLength(1);
    await expect(canvas.getByRole('term')).toHaveTextContent(t('jobFacts.posted'));
  },
};

/**
 * Posted as a company with a page: its name is a link of its own to that page, beside the title's
 * link to the job (never inside it), and a press on it reaches it over the row's stretched link.
 */
export const WithCompanyPage: Story = {
  args: { job: iosJobOfKuzeyMobil, onToggleSave: fn() },
  play: async ({ canvas }) => {
    const company = canvas.getByRole('link', { name: 'Kuzey Mobil' });
    await expect(company).toHaveAttribute('href', hrefs.company('kuzey-mobil'));
    await expect(company.parentElement?.closest('a')).toBeNull();
    const title = canvas.getByRole('link', { name: 'IOS Developer' });
    await expect(title).not.toContainElement(company);
    // The company link lies over the title's stretched area: a press on it opens the company.
    const box = company.getBoundingClientRect();
    const pressed = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    await expect(pressed?.closest('a')).toBe(company);
  },
};

/** The same on a phone, where the company gives way first on the facts' one line. */
export const WithCompanyPageOnMobile: Story = { ...WithCompanyPage, ...onMobile };

export const PartTime: Story = { args: { job: frontendJob } };

export const Freelance: Story = { args: { job: backendJob } };

/** Long unbroken Turkish title and brief wrap inside the card (Braid's stress story). */
export const LongTurkishText: Story = {
  args: { job: longTurkishJob },
  play: async ({ canvas }) => {
    const article = canvas.getByRole('article');
    await expect(article.scrollWidth).toBeLessThanOrEqual(article.clientWidth);
  },
};

export const LongTurkishTextOnMobile: Story = {
  args: { job: longTurkishJob, onToggleSave: fn() },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const article = canvas.getByRole('article');
    await expect(article.scrollWidth).toBeLessThanOrEqual(article.clientWidth);
  },
};

export const NoImage: Story = {
  args: { job: makeJob({ image: null }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('job-image-placeholder')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** An image that fails to load falls back to the same placeholder. */
export const BrokenImage: Story = {
  args: { job: makeJob({ image: images.broken }) },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTestId('job-image-placeholder')).toBeVisible());
  },
};

/** A salary left empty shows no empty green badge. */
export const NoSalary: Story = {
  args: { job: makeJob({ salary: '' }) },
  play: async (context) => {
    const { canvas } = context;
    const texts = storyTexts(context);
    await expect(canvas.getByText(texts.t('workType.fullTime'))).toBeVisible();
    await expect(canvas.queryByText(shownSalary(makeJob(), texts))).toBeNull();
  },
};

/** A salary that is no amount ('Görüşülür', 'market rate') is shown as the poster typed it. */
export const SalaryAsTyped: Story = {
  args: { job: makeJob({ salary: 'Görüşülür' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Görüşülür')).toBeVisible();
  },
};

/** With the app handling saves: the toggle beside the detail link, named after the job. */
export const Unsaved: Story = {
  args: { saved: false, onToggleSave: fn() },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const { t } = storyTexts(context);
    const toggle = canvas.getByRole('button', {
      name: t('saveToggle.saveJob', { title: 'IOS Developer' }),
      pressed: false,
    });
    await userEvent.click(toggle);
    await expect(args.onToggleSave).toHaveBeenCalledOnce();
  },
};

export const Saved: Story = {
  args: { saved: true, onToggleSave: fn() },
  play: async (context) => {
    const { t } = storyTexts(context);
    const toggle = context.canvas.getByRole('button', {
      name: t('saveToggle.saveJob', { title: 'IOS Developer' }),
      pressed: true,
    });
    await expect(toggle).toHaveTextContent(t('saveToggle.saved'));
  },
};

/**
 * A visitor's row: the same bookmark, a link to the sign-in that saves the job and comes back
 * (no script needed).
 */
export const Visitor: Story = {
  args: { onToggleSave: fn(), signInHref: hrefs.login('/', 'ios-developer') },
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(
      context.canvas.getByRole('link', {
        name: t('saveToggle.saveJob', { title: 'IOS Developer' }),
      }),
    ).toHaveAttribute('href', hrefs.login('/', 'ios-developer'));
  },
};

/**
 * On a 375 px phone: the bookmark alone (named for screen readers), the quiet Detail at the
 * badges' end, and a row short enough for four to a screen.
 */
export const SavedOnMobile: Story = {
  args: { saved: true, onToggleSave: fn() },
  globals: { viewport: { value: 'mobile' } },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    const toggle = canvas.getByRole('button', {
      name: t('saveToggle.saveJob', { title: 'IOS Developer' }),
      pressed: true,
    });
    await expect(toggle).toBeVisible();
    await expect(canvas.getByText(t('saveToggle.saved'))).not.toBeVisible();
    await expect(canvas.getByRole('article').getBoundingClientRect().height).toBeLessThan(140);
  },
};

export const Saving: Story = {
  args: { saved: false, saving: true, onToggleSave: fn() },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const { t } = storyTexts(context);
    const toggle = canvas.getByRole('button', {
      name: t('saveToggle.saveJob', { title: 'IOS Developer' }),
    });
    await expect(toggle).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(toggle);
    await expect(args.onToggleSave).not.toHaveBeenCalled();
  },
};

/** Without the callback, as before saving existed: no toggle. */
export const WithoutSaving: Story = {
  args: { saved: true },
  tags: ['!screenshot'],
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/**
 * A don't for the guidance page: the posting's detail (its HTML) passed as the row's brief. The
 * list is for scanning; the markup shows as text and the row grows to a page.
 */
export const DontDetailAsBrief: Story = {
  args: { job: { ...iosJob, info: iosJob.description } },
};
