import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
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
import { JobRow } from './JobRow';

const meta = {
  title: 'Components/JobRow',
  component: JobRow,
  args: { job: iosJob, now },
} satisfies Meta<typeof JobRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FullTime: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'IOS Developer' })).toBeVisible();
    await expect(canvas.getByText('Full-time')).toBeVisible();
    await expect(canvas.getByText('$150k -$200k')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^Detail/ })).toHaveAttribute(
      'href',
      '/detail/ios-developer',
    );
  },
};

/** Posted this morning by a company in a city, hybrid: every fact on one line. */
export const WithCompanyAndPlacePostedToday: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Kuzey Mobil')).toBeVisible();
    await expect(canvas.getByText('İstanbul')).toBeVisible();
    await expect(canvas.getByText('Hybrid')).toBeVisible();
    const posted = canvas.getByText('bugün');
    await expect(posted.tagName).toBe('TIME');
    await expect(posted).toHaveAttribute('dateTime', iosJob.created_at);
    await expect(posted).toHaveAttribute('title', '23 Kasım 2026');
  },
};

/** An old job, posted before company and place existed: only its date, a year ago. */
export const WithoutCompanyOrPlacePostedAYearAgo: Story = {
  args: { job: goJob },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 yıl önce')).toHaveAttribute('title', '2 Ekim 2025');
    await expect(canvas.queryByText('Company')).toBeNull();
    await expect(canvas.queryByText('Location')).toBeNull();
    await expect(canvas.queryByText('Workplace')).toBeNull();
  },
};

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
  args: { job: longTurkishJob },
  globals: { viewport: { value: 'mobile' } },
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
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Full-time')).toBeVisible();
    await expect(canvas.queryByText('$100k-$110k')).toBeNull();
  },
};

/** With the app handling saves: the toggle beside the detail link, named after the job. */
export const Unsaved: Story = {
  args: { saved: false, onToggleSave: fn() },
  play: async ({ args, canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Kaydet: IOS Developer', pressed: false });
    await userEvent.click(toggle);
    await expect(args.onToggleSave).toHaveBeenCalledOnce();
  },
};

export const Saved: Story = {
  args: { saved: true, onToggleSave: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Kaydet/, pressed: true })).toHaveTextContent(
      'Kaydedildi',
    );
  },
};

export const Saving: Story = {
  args: { saved: false, saving: true, onToggleSave: fn() },
  play: async ({ args, canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: /^Kaydet/ });
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
