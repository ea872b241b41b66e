import { hrefs, workTypes } from '@job/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sprinkles } from '../../styles/sprinkles.css';
import { storyTexts } from '../../texts/storyTexts';
import { Link } from '../Link/Link';
import { WorkTypeBadge } from './WorkTypeBadge';

const meta = {
  title: 'Components/WorkTypeBadge',
  component: WorkTypeBadge,
} satisfies Meta<typeof WorkTypeBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FullTime: Story = { args: { code: 1 } };

export const PartTime: Story = { args: { code: 2 } };

export const Freelance: Story = { args: { code: 3 } };

/** A code outside 1-3 (bad data from anywhere) renders nothing instead of crashing. */
export const Unknown: Story = {
  args: { code: 7 },
  tags: ['!screenshot'],
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(/^$/);
  },
};

const allTogether: Story = {
  args: { code: 1 },
  render: () => (
    <div className={sprinkles({ display: 'flex', gap: 'xsmall' })}>
      {workTypes.map((workType) => (
        <WorkTypeBadge key={workType.code} code={workType.code} />
      ))}
    </div>
  ),
};

/** Each work type in the reader's words; by default the spec's Full-time, Part-time, Freelance. */
export const AllTogether: Story = {
  ...allTogether,
  play: async (context) => {
    const { t } = storyTexts(context);
    for (const workType of workTypes) {
      await expect(context.canvas.getByText(t(workType.labelId))).toBeVisible();
    }
  },
};

export const AllTogetherInTurkish: Story = {
  ...allTogether,
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    for (const label of ['Tam zamanlı', 'Yarı zamanlı', 'Serbest']) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
  },
};

/**
 * A don't for the guidance page: the badges made links to their categories. They do not look like
 * links, and the side panel's WorkTypeNav already is that navigation.
 */
export const DontAsLinks: Story = {
  args: { code: 1 },
  render: () => (
    <div className={sprinkles({ display: 'flex', gap: 'xsmall' })}>
      {workTypes.map((workType) => (
        <Link key={workType.code} href={hrefs.category(workType.slug)}>
          <WorkTypeBadge code={workType.code} />
        </Link>
      ))}
    </div>
  ),
};
