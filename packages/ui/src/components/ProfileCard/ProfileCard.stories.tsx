import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { longNameUser, user } from '../../storybook/fixtures';
import { onMobile } from '../../storybook/viewports';
import { ProfileCard } from './ProfileCard';

const meta = {
  title: 'Components/ProfileCard',
  component: ProfileCard,
  args: { user },
} satisfies Meta<typeof ProfileCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'PROFILE' })).toBeVisible();
    const values = canvas.getAllByRole('definition').map((value) => value.textContent);
    await expect(values).toEqual([user.email, user.name]);
  },
};

/** Braid's stress story: a long name and email wrap inside the card. */
export const LongNameAndEmail: Story = {
  args: { user: longNameUser },
  ...onMobile,
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'PROFILE' });
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};
