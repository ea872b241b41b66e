import { hrefs } from '@job/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  anadoluLojistik,
  bareCompany,
  berlinGmbh,
  egeDijital,
  kuzeyMobil,
} from '../../storybook/companies';
import { onMobile } from '../../storybook/viewports';
import { storyTexts } from '../../texts/storyTexts';
import { CompanyCard } from './CompanyCard';
import { companySizeWords } from './companySize';

const meta = {
  title: 'Components/CompanyCard',
  component: CompanyCard,
  args: { company: kuzeyMobil },
} satisfies Meta<typeof CompanyCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every fact given: the logo, the name as the card's one link, city, sector, size, 3 open jobs. */
export const Full: Story = {
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByRole('link', { name: 'Kuzey Mobil' })).toHaveAttribute(
      'href',
      hrefs.company('kuzey-mobil'),
    );
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByText('İstanbul')).toBeVisible();
    await expect(canvas.getByText('Yazılım')).toBeVisible();
    await expect(canvas.getByText(t(companySizeWords['51-200']))).toBeVisible();
    await expect(canvas.getByText(t('companyCard.openJobs', { count: 3 }))).toBeVisible();
  },
};

export const FullMobile: Story = { ...Full, ...onMobile };

/** One open job: '1 açık ilan', 'One open job' in English. */
export const OneOpenJobInEnglish: Story = {
  globals: { locale: 'en' },
  args: { company: anadoluLojistik },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 open job')).toBeVisible();
    await expect(canvas.getByText('201–500 employees')).toBeVisible();
  },
};

export const OneOpenJobInTurkish: Story = {
  globals: { locale: 'tr' },
  args: { company: anadoluLojistik },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 açık ilan')).toBeVisible();
    await expect(canvas.getByText('201–500 çalışan')).toBeVisible();
  },
};

/** No logo and no open jobs: the initials, and the count says there are none, quietly. */
export const NoLogoNoOpenJobs: Story = {
  args: { company: egeDijital },
  play: async (context) => {
    const { canvas } = context;
    await expect(canvas.getByTestId('company-initials')).toHaveTextContent('ED');
    await expect(
      canvas.getByText(storyTexts(context).t('companyCard.openJobs', { count: 0 })),
    ).toBeVisible();
  },
};

/** A long name with no spaces to break at, abroad: it wraps inside the card on a phone. */
export const LongNameMobile: Story = {
  ...onMobile,
  args: { company: berlinGmbh },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: berlinGmbh.name })).toBeVisible();
    const card = canvasElement.querySelector('article');
    await expect(card?.scrollWidth).toBeLessThanOrEqual(card?.clientWidth ?? 0);
  },
};

/** Nothing but a name: no facts line at all, not an empty one. */
export const NameOnly: Story = {
  args: { company: bareCompany },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('dl')).toBeNull();
  },
};
