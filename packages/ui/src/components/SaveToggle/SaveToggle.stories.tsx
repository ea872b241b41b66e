import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SaveToggle } from './SaveToggle';

const meta = {
  title: 'Components/SaveToggle',
  component: SaveToggle,
  args: { saved: false, onToggleSave: fn(), jobTitle: 'Vue Developer' },
} satisfies Meta<typeof SaveToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One name, 'Kaydet', whatever the state; a press, by click or keyboard, is reported. */
export const Unsaved: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Kaydet: Vue Developer', pressed: false });
    await expect(toggle).toHaveTextContent('Kaydet');
    await userEvent.click(toggle);
    await expect(args.onToggleSave).toHaveBeenCalledOnce();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{Enter}');
    await expect(args.onToggleSave).toHaveBeenCalledTimes(3);
  },
};

export const Saved: Story = {
  args: { saved: true },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Kaydet: Vue Developer', pressed: true });
    await expect(toggle).toHaveTextContent('Kaydedildi');
  },
};

/** On its way: busy, keeps the focus, and a second press is not reported. */
export const Saving: Story = {
  args: { saving: true },
  play: async ({ args, canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Kaydet: Vue Developer' });
    await expect(toggle).toHaveAttribute('aria-busy', 'true');
    await expect(toggle).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(toggle);
    await expect(toggle).toHaveFocus();
    await expect(args.onToggleSave).not.toHaveBeenCalled();
  },
};
