import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { longNote, shortNote, unbrokenNote } from '../../storybook/applications';
import { storyTexts } from '../../texts/storyTexts';
import { entry, list } from '../ApplicationEntry/ApplicationEntry.css';
import { ApplicationNote } from './ApplicationNote';
import { foldNote } from './foldNote';

const meta = {
  title: 'Components/ApplicationNote',
  component: ApplicationNote,
  args: { note: longNote },
  // The width of an entry in the lists, where the note is shown.
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 680 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ApplicationNote>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A short note is shown whole, with no toggle. */
export const Short: Story = {
  args: { note: shortNote },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(shortNote)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/**
 * A long note shows its first lines; 'show more' unfolds it, line breaks kept, and folds it again.
 */
export const Folded: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { t } = storyTexts(context);
    const more = canvas.getByRole('button', { name: t('applicationNote.showMore') });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    const text = document.getElementById(more.getAttribute('aria-controls') ?? '');
    await expect(text?.textContent).toBe(foldNote(longNote));

    await userEvent.click(more);
    await expect(text?.textContent).toBe(longNote);
    const less = canvas.getByRole('button', { name: t('applicationNote.showLess') });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(less);
    await expect(text?.textContent).toBe(foldNote(longNote));
  },
};

export const Unfolded: Story = { args: { defaultUnfolded: true } };

/** Braid's stress case: an unbroken word wraps inside the entry. */
export const UnbrokenWord: Story = {
  args: { note: unbrokenNote },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-story-root] > div') as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/**
 * A don't for the guidance page: notes unfolded from the start in a list of applications. Two
 * long notes fill the screen and push the next applicant out of sight; `defaultUnfolded` is for
 * reviewing a note here, not for the lists.
 */
export const DontUnfoldedInAList: Story = {
  args: { defaultUnfolded: true },
  render: (args) => (
    <ol className={list}>
      <li>
        <div className={entry}>
          <ApplicationNote {...args} />
        </div>
      </li>
      <li>
        <div className={entry}>
          <ApplicationNote {...args} />
        </div>
      </li>
    </ol>
  ),
};
