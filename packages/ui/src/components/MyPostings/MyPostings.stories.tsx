import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { expiredJob, iosJob, now } from '../../storybook/fixtures';
import { MyPostings } from './MyPostings';

/** A live posting three members saved, and one that expired. */
const postings = [{ ...iosJob, save: 3 }, expiredJob];

const meta = {
  title: 'Components/MyPostings',
  component: MyPostings,
  args: { postings, now, onDelete: fn(), onRenew: fn() },
} satisfies Meta<typeof MyPostings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each posting's state, end date and saves; Edit for both, Renew only for the expired one. */
export const LiveAndExpired: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const [live, expired] = canvas.getAllByRole('article');
    await expect(live).toHaveTextContent('Yayında');
    await expect(live).toHaveTextContent('Bitiş: 20 Aralık 2026');
    await expect(live).toHaveTextContent('3 kayıt');
    await expect(expired).toHaveTextContent('Süresi doldu');
    await expect(canvas.getByRole('link', { name: iosJob.title })).toHaveAttribute(
      'href',
      '/detail/ios-developer',
    );
    await expect(canvas.getByRole('link', { name: /^Edit.*IOS Developer$/ })).toHaveAttribute(
      'href',
      '/edit-job/ios-developer',
    );
    await expect(canvas.getAllByRole('button', { name: /^Renew/ })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: /^Renew/ }));
    await expect(args.onRenew).toHaveBeenCalledWith(expiredJob.slug);
  },
};

/**
 * Delete asks first, with the focus on Cancel; Cancel (or Escape) gives the focus back to Delete
 * and deletes nothing; Yes deletes.
 */
export const DeleteAsksFirst: Story = {
  tags: ['!screenshot'],
  play: async ({ args, canvas, userEvent }) => {
    const remove = canvas.getByRole('button', { name: /^Delete.*IOS Developer$/ });
    await userEvent.click(remove);
    await expect(canvas.getByRole('group', { name: /Delete “IOS Developer”\?/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('group')).toBeNull();
    const again = canvas.getByRole('button', { name: /^Delete.*IOS Developer$/ });
    await expect(again).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: /^Delete.*IOS Developer$/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(iosJob.slug);
  },
};

/** The confirmation open, as a designer reviews it. */
export const DeleteConfirmationOpen: Story = {
  args: { defaultConfirming: iosJob.slug },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: /^Delete “IOS Developer”/ })).toBeVisible();
  },
};

/** The delete is on its way: the confirmation is busy and takes no second press. */
export const Deleting: Story = {
  args: { deletingSlug: iosJob.slug },
  play: async ({ args, canvas, userEvent }) => {
    const group = canvas.getByRole('group', { name: /^Delete “IOS Developer”/ });
    await expect(group).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Deleting…' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const Renewing: Story = {
  args: { renewingSlug: expiredJob.slug },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Renew/ }));
    await expect(args.onRenew).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { postings: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your postings');
  },
};

/** No postings yet: says so and links to the form. */
export const None: Story = {
  args: { postings: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/no postings yet/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Post a job' })).toHaveAttribute(
      'href',
      '/create-job',
    );
  },
};
