import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { storyTexts } from '../../texts/storyTexts';
import { TextAreaField } from '../Field/Field';
import { DialogForm } from './Dialog';

const meta = {
  title: 'Components/DialogForm',
  component: DialogForm,
  args: {
    open: true,
    title: 'Yayından kaldır: IOS Developer',
    description: 'İlan sahibine e-postayla gönderilir.',
    submitLabel: 'Yayından kaldır',
    tone: 'critical',
    onSubmit: fn(),
    onClose: fn(),
    children: <TextAreaField label="Gerekçe" name="reason" rows={3} />,
  },
  // The dialog shows in the browser's top layer, over the page: the page is captured.
  parameters: { screenshot: { target: 'page' } },
} satisfies Meta<typeof DialogForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Modal: focus inside, Escape and the cancel button close it, the submit hands over the form. */
export const Open: Story = {
  play: async (context) => {
    const { args, userEvent } = context;
    const dialog = within(await screen.findByRole('dialog', { name: args.title }));
    await userEvent.click(dialog.getByRole('button', { name: args.submitLabel }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await userEvent.click(
      dialog.getByRole('button', { name: storyTexts(context).t('moderation.cancel') }),
    );
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** On its way: neither button does anything, the form is busy. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ args, userEvent }) => {
    const dialog = within(await screen.findByRole('dialog', { name: args.title }));
    await userEvent.click(dialog.getByRole('button', { name: args.submitLabel }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
