import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import {
  backendJob,
  frontendJob,
  images,
  iosJob,
  longTurkishJob,
  makeJob,
} from '../../storybook/fixtures';
import { JobRow } from './JobRow';

const meta = {
  title: 'Components/JobRow',
  component: JobRow,
  args: { job: iosJob },
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
