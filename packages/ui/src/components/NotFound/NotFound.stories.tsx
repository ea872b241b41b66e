import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sprinkles } from '../../styles/sprinkles.css';
import { storyTexts } from '../../texts/storyTexts';
import { SearchBox } from '../SearchBox/SearchBox';
import { NotFound } from './NotFound';

const meta = {
  title: 'Components/NotFound',
  component: NotFound,
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's 'not found' screen: its heading, a word of why, and the way back to the jobs. */
export const Default: Story = {
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByRole('heading', { name: t('notFound.heading') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('notFound.backHome') })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to all jobs' })).toBeVisible();
  },
};

export const InTurkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Sayfa bulunamadı' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Tüm ilanlara dön' })).toBeVisible();
  },
};

/**
 * A don't for the guidance page: a search that found no jobs, answered with the 'page not found'
 * screen. The address exists; the list says it found nothing (`jobList.notFound`) and keeps the
 * search to change.
 */
export const DontForAnEmptySearch: Story = {
  render: () => (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'medium' })}>
      <SearchBox defaultValue="react native" action="/" onSearch={() => undefined} />
      <NotFound />
    </div>
  ),
};
