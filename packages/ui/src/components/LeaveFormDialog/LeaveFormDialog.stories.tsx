import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { onMobile } from '../../storybook/viewports';
import { storyTexts } from '../../texts/storyTexts';
import { LeaveFormDialog } from './LeaveFormDialog';

const meta = {
  title: 'Components/LeaveFormDialog',
  component: LeaveFormDialog,
  args: { open: true, onStay: fn(), onLeave: fn() },
  // The dialog shows in the browser's top layer, over the page: the page is captured.
  parameters: { screenshot: { target: 'page' } },
} satisfies Meta<typeof LeaveFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A link away from a half-filled form: the way back to it has the focus, leaving is red. */
export const Open: Story = {
  play: async (context) => {
    const { args, userEvent } = context;
    const { t } = storyTexts(context);
    const dialog = within(await screen.findByRole('dialog', { name: t('leaveForm.title') }));
    const stay = dialog.getByRole('button', { name: t('leaveForm.stay') });
    await expect(stay).toHaveFocus();
    await userEvent.click(stay);
    await expect(args.onStay).toHaveBeenCalledOnce();
    await userEvent.click(dialog.getByRole('button', { name: t('leaveForm.leave') }));
    await expect(args.onLeave).toHaveBeenCalledOnce();
  },
};

export const OpenMobile: Story = { ...Open, ...onMobile };
