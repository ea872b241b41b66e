import { shownSalary } from '@job/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import {
  backendJob,
  expiredJob,
  longTurkishJob,
  makeJob,
  now,
  vueJob,
} from '../../storybook/fixtures';
import { anyOfCountries, countryName } from '../../texts/countryNames';
import { storyTexts } from '../../texts/storyTexts';
import { relativePostingTime } from '../PostedDate/relativeTime';
import { JobDetail } from './JobDetail';

const meta = {
  title: 'Components/JobDetail',
  component: JobDetail,
  args: { job: vueJob, now },
} satisfies Meta<typeof JobDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async (context) => {
    const { canvas } = context;
    const texts = storyTexts(context);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Vue Developer' })).toBeVisible();
    await expect(canvas.getByText(shownSalary(vueJob, texts))).toBeVisible();
    await expect(canvas.getByText(texts.t('workType.fullTime'))).toBeVisible();
    await expect(canvas.getByText(/^Lorem ipsum dolor sit amet/)).toBeVisible();
  },
};

/** An English reader's detail: the salary's amounts, the badge and the date in English. */
export const FullInEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$100,000 – $110,000')).toBeVisible();
    await expect(canvas.getByText('Full-time')).toBeVisible();
    await expect(canvas.getByText('3 days ago')).toHaveAttribute('title', '20 November 2026');
  },
};

export const FullInTurkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$100.000 – $110.000')).toBeVisible();
    await expect(canvas.getByText('Tam zamanlı')).toBeVisible();
    await expect(canvas.getByText('3 gün önce')).toHaveAttribute('title', '20 Kasım 2026');
  },
};

/**
 * A remote job of a named company in a city abroad, posted eleven days ago, open to applicants in
 * two countries: the city with its country, and where applicants must live under the badges.
 */
export const RemoteWithCompanyAndPlace: Story = {
  args: {
    job: {
      ...backendJob,
      company: 'Bulut Yazılım',
      location: 'Berlin',
      country: 'DE',
      applicant_countries: ['DE', 'TR'],
    },
  },
  play: async (context) => {
    const { canvas } = context;
    const { t, language } = storyTexts(context);
    await expect(canvas.getByText('Bulut Yazılım')).toBeVisible();
    await expect(canvas.getByText(`Berlin, ${countryName(language, 'DE')}`)).toBeVisible();
    await expect(canvas.getByText(t('workplace.remote'))).toBeVisible();
    await expect(
      canvas.getByText(
        t('jobDetail.applicantCountries', { countries: anyOfCountries(language, ['DE', 'TR']) }),
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText(relativePostingTime(new Date(backendJob.created_at), now, language)),
    ).toHaveAttribute('dateTime', backendJob.created_at);
  },
};

/** The same on a phone: the facts and the applicants' countries wrap under the title. */
export const RemoteWithCompanyAndPlaceOnAPhone: Story = {
  ...RemoteWithCompanyAndPlace,
  globals: { viewport: { value: 'mobile' } },
};

/** What the editor produces: headings, lists, emphasis, a link, a quote, alignment. */
export const RichHtml: Story = {
  args: {
    job: makeJob({
      title: 'Frontend Developer',
      work_type: 2,
      salary: '$50k-$60k',
      description: [
        '<h1>Hakkımızda</h1>',
        '<p>We build a <strong>job board</strong> used across Türkiye, with <em>care</em> for every detail.</p>',
        '<h2>What you will do</h2>',
        '<ul><li>Build components in React</li><li>Write stories for every state</li></ul>',
        '<ol><li>Read the spec</li><li>Ship it</li></ol>',
        '<blockquote>Good software is a pleasure to pick up.</blockquote>',
        '<p class="ql-align-center">Apply at <a href="https://example.com/jobs">example.com/jobs</a></p>',
      ].join(''),
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'What you will do' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'example.com/jobs' })).toHaveAttribute(
      'href',
      'https://example.com/jobs',
    );
  },
};

/** Scripts, handlers, javascript: links, forms and inline styles are removed; the text stays. */
export const HostileHtml: Story = {
  args: {
    job: makeJob({
      title: 'Totally Legit Job',
      description: [
        '<p onclick="window.__hostile = true">Click anywhere for a bonus.</p>',
        '<script>window.__hostile = true</script>',
        '<img src="data:image/png;base64,AAAA" onerror="window.__hostile = true" alt="">',
        '<a href="javascript:window.__hostile = true">Claim the offer</a>',
        '<iframe src="https://example.com"></iframe>',
        '<form action="https://example.com"><input name="card"></form>',
        '<p style="position: fixed; inset: 0; background: red">Covering the page</p>',
      ].join(''),
    }),
  },
  play: async ({ canvas, userEvent }) => {
    const detail = canvas.getByRole('article');
    await userEvent.click(canvas.getByText('Click anywhere for a bonus.'));
    await userEvent.click(canvas.getByText('Claim the offer'));
    await expect((window as { __hostile?: boolean }).__hostile).toBeUndefined();
    await expect(detail.querySelector('script, iframe, form, input')).toBeNull();
    await expect(detail.querySelector('[onclick], [onerror], [style]')).toBeNull();
    await expect(canvas.getByText('Claim the offer')).not.toHaveAttribute('href');
  },
};

export const LongTurkishTitle: Story = { args: { job: longTurkishJob } };

/** No job has the slug in the address. */
export const Empty: Story = {
  args: { job: undefined },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByRole('region', { name: t('jobDetail.label') })).toHaveTextContent(
      t('jobDetail.notFound'),
    );
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

/** The spec's empty detail (all fields empty, save 0) reads the same as no job. */
export const EmptyJob: Story = {
  globals: { locale: 'en' },
  args: { job: makeJob({ title: '', salary: '', description: '', work_type: 0 as never }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Job details' })).toHaveTextContent(
      'This job could not be found.',
    );
  },
};

/** Saved by the member: the pressed toggle beside the title. */
export const Saved: Story = {
  args: { saved: true, onToggleSave: fn() },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const { t } = storyTexts(context);
    const toggle = canvas.getByRole('button', { name: t('saveToggle.save'), pressed: true });
    await expect(toggle).toHaveTextContent(t('saveToggle.saved'));
    await userEvent.click(toggle);
    await expect(args.onToggleSave).toHaveBeenCalledOnce();
  },
};

/** Past its expiry: still readable, with a note that it is closed. */
export const Expired: Story = {
  args: { job: expiredJob, saved: false, onToggleSave: fn() },
  play: async (context) => {
    const { canvas } = context;
    await expect(canvas.getByRole('status')).toHaveTextContent(
      storyTexts(context).t('jobDetail.expired'),
    );
    await expect(canvas.getByRole('heading', { level: 1, name: expiredJob.title })).toBeVisible();
  },
};

/**
 * A don't for the guidance page: `job` left undefined while the job is still on its way. The
 * detail says the job could not be found, then the job appears: the reader is told a wrong thing
 * first. Show the screen's loading state until the answer arrives; undefined means none came.
 */
export const DontNotFoundWhileLoading: Story = {
  args: { job: undefined },
};
