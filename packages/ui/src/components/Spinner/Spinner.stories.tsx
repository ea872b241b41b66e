import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { card } from '../../styles/surface.css';
import { storyTexts, textArgs } from '../../texts/storyTexts';
import { Spinner } from './Spinner';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a label of its own: 'Yükleniyor' ('Loading'). */
export const Default: Story = {
  play: async (context) => {
    await expect(context.canvas.getByRole('status')).toHaveTextContent(
      storyTexts(context).t('spinner.loading'),
    );
  },
};

export const DefaultInEnglish: Story = {
  globals: { locale: 'en' },
  tags: ['!screenshot'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
  },
};

/** What is being waited for, in the caller's words: here the job list's search. */
export const CustomLabel: Story = {
  decorators: [textArgs(({ t }) => ({ label: t('jobList.searching') }))],
  play: async (context) => {
    await expect(context.canvas.getByRole('status')).toHaveTextContent(
      storyTexts(context).t('jobList.searching'),
    );
  },
};

/**
 * A don't for the guidance page: a spinner alone where a list of jobs will be. The page is empty
 * until the rows arrive, then jumps; a Skeleton shaped like the rows keeps the layout.
 */
export const DontInPlaceOfAList: Story = {
  decorators: [
    textArgs(({ t }) => ({ label: t('jobList.loading') })),
    (Story) => (
      <div className={card} style={{ display: 'grid', placeItems: 'center', minHeight: 320 }}>
        <Story />
      </div>
    ),
  ],
};
