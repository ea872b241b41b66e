import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { expiredJob, iosJob, now, user } from '../storybook/fixtures';
import { inPageFrame } from '../storybook/pageFrame';
import { onDesktop, onMobile } from '../storybook/viewports';
import { storyTexts } from '../texts/storyTexts';
import { ProfileScreen } from './ProfileScreen';

/** The header's Sign Out, which this screen's frame reports to. */
const signOut = fn();

const meta = {
  title: 'Screens/ProfileScreen',
  component: ProfileScreen,
  decorators: [inPageFrame],
  parameters: { frame: 'bare', page: { user, onSignOut: signOut } },
  ...onDesktop,
  args: {
    user,
    postings: [{ ...iosJob, save: 3 }, expiredJob],
    now,
    onDelete: fn(),
    onRenew: fn(),
  },
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As in the reference, with the member's live and expired postings below; signing out reports back. */
export const Desktop: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { t, formats } = storyTexts(context);
    await expect(
      canvas.getByRole('heading', { name: formats.upper(t('profile.title')) }),
    ).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent(user.email);
    await expect(
      canvas.getByRole('heading', { name: formats.upper(t('myPostings.title')) }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: user.name }));
    await userEvent.click(await screen.findByRole('menuitem', { name: t('memberMenu.signOut') }));
    await expect(signOut).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = { ...onMobile };

export const Loading: Story = {
  args: { postings: [], loading: true },
  play: async (context) => {
    await expect(
      context.canvas.getByText(storyTexts(context).t('myPostings.loading')),
    ).toBeInTheDocument();
  },
};

export const NoPostings: Story = {
  args: { postings: [] },
  play: async (context) => {
    await expect(
      context.canvas.getByRole('link', { name: storyTexts(context).t('myPostings.postJob') }),
    ).toBeVisible();
  },
};

/** Delete pressed: the question in the posting's row, the focus on Cancel. */
export const DeleteConfirmationOpen: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { t } = storyTexts(context);
    await userEvent.click(
      canvas.getByRole('button', {
        name: new RegExp(`^${t('myPostings.delete')}\\W+${iosJob.title}$`),
      }),
    );
    await expect(canvas.getByRole('button', { name: t('myPostings.cancel') })).toHaveFocus();
  },
};

export const Deleting: Story = {
  args: { deletingSlug: iosJob.slug },
  play: async (context) => {
    await expect(
      context.canvas.getByRole('button', { name: storyTexts(context).t('myPostings.deleting') }),
    ).toBeVisible();
  },
};
