import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SearchBox } from './SearchBox';

const meta = {
  title: 'Components/SearchBox',
  component: SearchBox,
  args: { onSearch: fn() },
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing and other keys search nothing; Enter searches once, with the text trimmed. */
export const Empty: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole('searchbox', { name: 'Search jobs' });
    await userEvent.type(box, '  Vue developer ');
    await userEvent.keyboard('{Tab}{Shift>}{Tab}{/Shift}{ArrowLeft}{Escape}');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.type(box, '{Enter}');
    await expect(args.onSearch).toHaveBeenCalledOnce();
    await expect(args.onSearch).toHaveBeenCalledWith('Vue developer');
  },
};

export const WithText: Story = {
  args: { defaultValue: 'İstanbul' },
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole('searchbox', { name: 'Search jobs' });
    await expect(box).toHaveValue('İstanbul');
    await userEvent.type(box, '{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('İstanbul');
  },
};
