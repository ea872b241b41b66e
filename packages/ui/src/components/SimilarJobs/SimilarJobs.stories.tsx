import { hrefs } from '@job/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { backendJob, goJob, iosJob, jobs, longTurkishJob, vueJob } from '../../storybook/fixtures';
import { storyTexts } from '../../texts/storyTexts';
import { SimilarJobs } from './SimilarJobs';

const meta = {
  title: 'Components/SimilarJobs',
  component: SimilarJobs,
  args: { jobs: [vueJob, backendJob, goJob] },
} satisfies Meta<typeof SimilarJobs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three jobs like the one the reader could not go on with, each title a link to its detail. */
export const ThreeJobs: Story = {
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByRole('heading', { name: t('similarJobs.heading') })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: backendJob.title })).toHaveAttribute(
      'href',
      hrefs.detail(backendJob.slug),
    );
  },
};

/** A long Turkish title wraps inside its row; the badge goes under it on a phone. */
export const LongTitle: Story = {
  args: { jobs: [longTurkishJob, iosJob] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: longTurkishJob.title })).toBeVisible();
  },
};

/** None came (or their read failed): nothing at all, no heading and no error. */
export const None: Story = {
  args: { jobs: [] },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(canvas.queryByRole('heading', { name: t('similarJobs.heading') })).toBeNull();
  },
};

/**
 * A don't for the guidance page: a whole page of jobs. Under a dead end it competes with what the
 * page says; the app offers three at most.
 */
export const DontWholePage: Story = {
  args: { jobs },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(jobs.length);
  },
};
