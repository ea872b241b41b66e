import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { longNameUser, user } from '../../storybook/fixtures';
import { onMobile } from '../../storybook/viewports';
import { storyTexts } from '../../texts/storyTexts';
import { ProfileCard } from './ProfileCard';

const meta = {
  title: 'Components/ProfileCard',
  component: ProfileCard,
  args: { user },
} satisfies Meta<typeof ProfileCard>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

/** The page's title: 'Profil' in Turkish. */
function heading(context: Context) {
  const { t } = storyTexts(context);
  return t('profile.title');
}

export const Default: Story = {
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByRole('heading', { name: heading(context) })).toBeVisible();
    const labels = canvas.getAllByRole('term').map((term) => term.textContent);
    await expect(labels).toEqual([t('profile.email'), t('profile.name')]);
    const values = canvas.getAllByRole('definition').map((value) => value.textContent);
    await expect(values).toEqual([user.email, user.name]);
  },
};

/** Braid's stress story: a long name and email wrap inside the card. */
export const LongNameAndEmail: Story = {
  args: { user: longNameUser },
  ...onMobile,
  play: async (context) => {
    const card = context.canvas.getByRole('region', { name: heading(context) });
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

/**
 * A don't for the guidance page: an applicant shown to the job's poster in the member's own card.
 * The page is headed 'Profil' and the applicant's address reads as the reader's own.
 */
export const DontForAnotherMember: Story = {
  args: { user: { name: 'Mehmet Demir', email: 'mehmet.demir@example.com' } },
};
