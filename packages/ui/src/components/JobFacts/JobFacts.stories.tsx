import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { goJob, iosJob, longTurkishJob, now } from '../../storybook/fixtures';
import { JobFacts } from './JobFacts';

const meta = {
  title: 'Components/JobFacts',
  component: JobFacts,
  args: { job: iosJob, now },
} satisfies Meta<typeof JobFacts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Company, city, workplace and date, each named for screen readers. */
export const Every: Story = {
  play: async ({ canvas }) => {
    const terms = canvas.getAllByRole('term').map((term) => term.textContent);
    await expect(terms).toEqual(['Company', 'Location', 'Workplace', 'Posted']);
    for (const [term, value] of [
      ['Company', 'Kuzey Mobil'],
      ['Location', 'İstanbul'],
      ['Workplace', 'Hybrid'],
      ['Posted', 'bugün'],
    ] as const) {
      await expect(canvas.getByText(term).closest('div')).toHaveTextContent(`${term}${value}`);
    }
  },
};

/** An old job: no company, city or workplace, so only the date, and no empty facts. */
export const OnlyTheDate: Story = {
  args: { job: goJob },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term')).toHaveLength(1);
    await expect(canvas.getByText('1 yıl önce')).toBeVisible();
  },
};

/** A long unbroken company name wraps inside a narrow card. */
export const LongTurkishCompany: Story = {
  args: { job: longTurkishJob },
  render: (args) => (
    <div style={{ width: 240 }}>
      <JobFacts {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const facts = canvasElement.querySelector('dl');
    await expect(facts?.scrollWidth).toBeLessThanOrEqual(facts?.clientWidth ?? 0);
  },
};
