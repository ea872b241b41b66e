import { hrefs } from '@job/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { egeDijital, jobCompanyOf, kuzeyMobil, kuzeyMobilJobs } from '../../storybook/companies';
import { onMobile } from '../../storybook/viewports';
import { storyTexts } from '../../texts/storyTexts';
import { JobCompany } from './JobCompany';

const meta = {
  title: 'Components/JobCompany',
  component: JobCompany,
  args: { company: jobCompanyOf(kuzeyMobil), otherJobs: kuzeyMobilJobs.slice(1) },
} satisfies Meta<typeof JobCompany>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The company under a job's detail, its name the link to its page, then its other jobs. */
export const WithOtherJobs: Story = {
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByRole('link', { name: kuzeyMobil.name })).toHaveAttribute(
      'href',
      hrefs.company(kuzeyMobil.slug),
    );
    await expect(
      canvas.getByRole('heading', {
        name: t('jobCompany.otherJobs', { company: kuzeyMobil.name }),
      }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

export const WithOtherJobsMobile: Story = { ...WithOtherJobs, ...onMobile };

/** Its only job: the company alone, no empty list; its initials for want of a logo. */
export const NoOtherJobs: Story = {
  args: { company: jobCompanyOf(egeDijital), otherJobs: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('company-initials')).toHaveTextContent('ED');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
