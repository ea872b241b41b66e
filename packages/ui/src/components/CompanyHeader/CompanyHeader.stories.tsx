import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { berlinGmbh, kuzeyMobil } from '../../storybook/companies';
import { onMobile } from '../../storybook/viewports';
import { storyTexts } from '../../texts/storyTexts';
import { CompanyHeader, CompanyHeaderSkeleton } from './CompanyHeader';

const meta = {
  title: 'Components/CompanyHeader',
  component: CompanyHeader,
  args: { company: kuzeyMobil },
} satisfies Meta<typeof CompanyHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everything given: the country after the city, the website's host, the description. */
export const Full: Story = {
  play: async (context) => {
    const { canvas } = context;
    await expect(canvas.getByRole('heading', { level: 1, name: kuzeyMobil.name })).toBeVisible();
    await expect(canvas.getByText('İstanbul, Türkiye')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /kuzeymobil\.com\.tr/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  },
};

/** For an owner: 'Şirketi düzenle' at the line's end. */
export const EditableMobile: Story = {
  ...onMobile,
  args: { editHref: '/companies/kuzey-mobil/edit' },
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(context.canvas.getByRole('link', { name: t('company.edit') })).toBeVisible();
  },
};

/** A long name and a country abroad, in English: 'Berlin, Germany', 'Over 1,000 employees'. */
export const AbroadInEnglish: Story = {
  globals: { locale: 'en' },
  args: { company: berlinGmbh },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Berlin, Germany')).toBeVisible();
    await expect(canvas.getByText('Over 1,000 employees')).toBeVisible();
  },
};

/** Its shape while the company loads. */
export const Skeleton: Story = {
  render: () => <CompanyHeaderSkeleton />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};
