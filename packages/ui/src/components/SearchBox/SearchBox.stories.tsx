import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyTexts } from '../../texts/storyTexts';
import { SearchBox } from './SearchBox';

const meta = {
  title: 'Components/SearchBox',
  component: SearchBox,
  args: { onSearch: fn(), action: '/' },
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

/**
 * On a category narrowed to a workplace, a salary floor and the last 7 days: before the page's
 * script runs the form itself goes to
 * `/categories/full-time?q=…&workplace=remote&salary=4000&currency=EUR&posted=7`, the list's own
 * address; once it runs, its submit (Enter, as in Empty) is the app's search and the form goes
 * nowhere. Looks as Empty does.
 */
export const KeepsTheList: Story = {
  args: {
    action: '/categories/full-time',
    filters: { workplace: 'remote', salary: { amount: 4000, currency: 'EUR' }, posted: 7 },
  },
  tags: ['!screenshot'],
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const box = canvas.getByRole('searchbox', { name: storyTexts(context).t('search.label') });
    const form = box.closest('form');
    await expect(form).toHaveAttribute('action', '/categories/full-time');
    await expect(form).not.toHaveAttribute('method');
    await expect(box).toHaveAttribute('name', 'q');
    await expect([...new FormData(form ?? undefined)]).toEqual([
      ['q', ''],
      ['workplace', 'remote'],
      ['salary', '4000'],
      ['currency', 'EUR'],
      ['posted', '7'],
    ]);
    await userEvent.type(box, 'react');
    // user-event's Enter submits a form of one input only, hidden ones counted; a browser's does.
    form?.requestSubmit();
    await expect(args.onSearch).toHaveBeenCalledWith('react');
  },
};

/** A floor in lira, the board's own currency, is kept without a `currency`, as `hrefs` writes it. */
export const KeepsALiraFloor: Story = {
  args: { action: '/', filters: { salary: { amount: 50_000, currency: 'TRY' } } },
  tags: ['!screenshot'],
  play: async (context) => {
    const box = context.canvas.getByRole('searchbox', {
      name: storyTexts(context).t('search.label'),
    });
    await expect([...new FormData(box.closest('form') ?? undefined)]).toEqual([
      ['q', ''],
      ['salary', '50000'],
    ]);
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
