import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyTexts } from '../../texts/storyTexts';
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
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const { t } = storyTexts(context);
    const box = canvas.getByRole('searchbox', { name: t('search.label') });
    await expect(box).toHaveAttribute('placeholder', t('search.placeholder'));
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
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const box = canvas.getByRole('searchbox', { name: storyTexts(context).t('search.label') });
    await expect(box).toHaveValue('İstanbul');
    await userEvent.type(box, '{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('İstanbul');
  },
};

export const EmptyInEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search jobs' })).toHaveAttribute(
      'placeholder',
      'Search',
    );
  },
};

/**
 * A don't for the guidance page: the address's whole query as the box's text. The box starts with
 * the search words (`q`) alone; the other filters stay in the address.
 */
export const DontRawQuery: Story = {
  args: { defaultValue: '?q=react&workplace=remote' },
};
