import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { iosJob, now } from '../../storybook/fixtures';
import { sprinkles } from '../../styles/sprinkles.css';
import { PostedDate } from './PostedDate';

const meta = {
  title: 'Components/PostedDate',
  component: PostedDate,
  args: { postedAt: '2026-11-23T07:30:00.000Z', now },
} satisfies Meta<typeof PostedDate>;

export default meta;
type Story = StoryObj<typeof meta>;

// Each story is shown in the language it speaks: the words are the story.

/** Posted this morning: 'bugün', the machine-readable moment and the full date on hover. */
export const Today: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvas, args }) => {
    const time = canvas.getByText('bugün');
    await expect(time.tagName).toBe('TIME');
    await expect(time).toHaveAttribute('dateTime', args.postedAt);
    await expect(time).toHaveAttribute('title', '23 Kasım 2026');
  },
};

export const TodayInEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('today')).toHaveAttribute('title', '23 November 2026');
  },
};

export const AYearAgo: Story = {
  globals: { locale: 'tr' },
  args: { postedAt: '2025-10-02T09:00:00.000Z' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 yıl önce')).toHaveAttribute('title', '2 Ekim 2025');
  },
};

const distances = [
  ['2026-11-22T10:00:00.000Z', 'dün', 'yesterday'],
  ['2026-11-20T09:00:00.000Z', '3 gün önce', '3 days ago'],
  ['2026-11-09T09:00:00.000Z', '2 hafta önce', '2 weeks ago'],
  ['2026-09-15T09:00:00.000Z', '2 ay önce', '2 months ago'],
  ['2023-05-01T09:00:00.000Z', '3 yıl önce', '3 years ago'],
] as const;

const everyDistance: Story = {
  render: (args) => (
    <ul className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xxsmall' })}>
      {distances.map(([postedAt]) => (
        <li key={postedAt}>
          <PostedDate {...args} postedAt={postedAt} />
        </li>
      ))}
    </ul>
  ),
};

/** From yesterday to years ago, each seen from the same fixed now. */
export const EveryDistance: Story = {
  ...everyDistance,
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    for (const [postedAt, text] of distances) {
      await expect(canvas.getByText(text)).toHaveAttribute('dateTime', postedAt);
    }
  },
};

export const EveryDistanceInEnglish: Story = {
  ...everyDistance,
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    for (const [postedAt, , text] of distances) {
      await expect(canvas.getByText(text)).toHaveAttribute('dateTime', postedAt);
    }
  },
};

/** A date that does not parse renders nothing rather than 'Invalid Date'. */
export const NotADate: Story = {
  args: { postedAt: 'yesterday' },
  tags: ['!screenshot'],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('time')).toBeNull();
  },
};

/**
 * A don't for the guidance page: the date alone after a job's title. 'bugün' says nothing without
 * what happened today; JobFacts puts it under 'Yayın tarihi' ('Posted').
 */
export const DontWithoutItsLabel: Story = {
  globals: { locale: 'tr' },
  render: (args) => (
    <p>
      {iosJob.title} <PostedDate {...args} />
    </p>
  ),
};
