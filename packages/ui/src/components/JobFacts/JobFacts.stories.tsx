import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { goJob, iosJob, longTurkishJob, now } from '../../storybook/fixtures';
import { storyTexts, textArgs } from '../../texts/storyTexts';
import { relativePostingTime } from '../PostedDate/relativeTime';
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
  play: async (context) => {
    const { canvas } = context;
    const { t, language } = storyTexts(context);
    const facts = [
      [t('jobFacts.company'), 'Kuzey Mobil'],
      [t('jobFacts.location'), 'İstanbul'],
      [t('jobFacts.workplace'), t('workplace.hybrid')],
      [t('jobFacts.posted'), relativePostingTime(new Date(iosJob.created_at), now, language)],
    ] as const;
    const terms = canvas.getAllByRole('term').map((term) => term.textContent);
    await expect(terms).toEqual(facts.map(([term]) => term));
    for (const [term, value] of facts) {
      await expect(canvas.getByText(term).closest('div')).toHaveTextContent(`${term}${value}`);
    }
  },
};

export const EveryInEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const terms = canvas.getAllByRole('term').map((term) => term.textContent);
    await expect(terms).toEqual(['Company', 'Location', 'Workplace', 'Posted']);
    await expect(canvas.getByText('Hybrid')).toBeVisible();
    await expect(canvas.getByText('today')).toBeVisible();
  },
};

export const EveryInTurkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    const terms = canvas.getAllByRole('term').map((term) => term.textContent);
    await expect(terms).toEqual(['Şirket', 'Konum', 'Çalışma yeri', 'Yayın tarihi']);
    await expect(canvas.getByText('Hibrit')).toBeVisible();
    await expect(canvas.getByText('bugün')).toBeVisible();
  },
};

/** An old job: no company, city or workplace, so only the date, and no empty facts. */
export const OnlyTheDate: Story = {
  args: { job: goJob },
  play: async (context) => {
    const { canvas } = context;
    const { language } = storyTexts(context);
    await expect(canvas.getAllByRole('term')).toHaveLength(1);
    await expect(
      canvas.getByText(relativePostingTime(new Date(goJob.created_at), now, language)),
    ).toBeVisible();
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

/**
 * A don't for the guidance page: a missing company and city filled in with 'Belirtilmedi'. Two
 * icons and two words say nothing, and a screen reader reads 'Şirket: Belirtilmedi'; leave a fact
 * out (null) and the line shows only what is known.
 */
export const DontPlaceholderFacts: Story = {
  decorators: [
    textArgs(({ t }) => ({
      job: { ...iosJob, company: t('jobForm.workplaceNone'), location: t('jobForm.workplaceNone') },
    })),
  ],
};
