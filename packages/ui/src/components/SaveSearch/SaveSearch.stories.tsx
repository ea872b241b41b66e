import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { loadSaveSearchDialog } from '../../storybook/loaders';
import { storyTexts } from '../../texts/storyTexts';
import { SaveSearch } from './SaveSearch';

const meta = {
  title: 'Components/SaveSearch',
  component: SaveSearch,
  args: { open: false, signedIn: true, onOpenChange: fn(), onSave: fn() },
} satisfies Meta<typeof SaveSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog shows in the browser's top layer, over the page: such stories capture the page. */
const modal = {
  loaders: [loadSaveSearchDialog],
  parameters: { screenshot: { target: 'page' } },
} satisfies Story;

/** A quiet 'Bu aramayı kaydet' beside the count; pressing it asks the app to open the dialog. */
export const Closed: Story = {
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    await userEvent.click(
      canvas.getByRole('button', { name: storyTexts(context).t('saveSearch.open') }),
    );
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
  },
};

/** The member's dialog: instantly is chosen at first; once a day can be; Save tells the choice. */
export const Open: Story = {
  ...modal,
  args: { open: true },
  play: async (context) => {
    const { args, userEvent } = context;
    const { t } = storyTexts(context);
    const dialog = within(await screen.findByRole('dialog', { name: t('saveSearch.title') }));
    await expect(dialog.getByText(t('saveSearch.intro'))).toBeVisible();
    await expect(dialog.getByRole('radio', { name: t('saveSearch.instant') })).toBeChecked();
    await userEvent.click(dialog.getByRole('radio', { name: t('saveSearch.daily') }));
    await userEvent.click(dialog.getByRole('button', { name: t('saveSearch.save') }));
    await expect(args.onSave).toHaveBeenCalledWith('daily');
  },
};

/**
 * Saved from a list narrowed to a date window ('Son 7 gün'): the dialog says the window is not
 * kept, since each mail brings the jobs posted since the last.
 */
export const OpenWithDateWindow: Story = {
  ...modal,
  args: { open: true, withDateWindow: true },
  play: async (context) => {
    const { t } = storyTexts(context);
    const dialog = await screen.findByRole('dialog', { name: t('saveSearch.title') });
    await expect(dialog).toHaveAccessibleDescription(
      `${t('saveSearch.intro')} ${t('saveSearch.windowNotSaved')}`,
    );
  },
};

/** A visitor's: it says they sign in first, and the button says so too. */
export const OpenSignedOut: Story = {
  ...modal,
  args: { open: true, signedIn: false },
  play: async (context) => {
    const { args, userEvent } = context;
    const { t } = storyTexts(context);
    const dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.getByText(t('saveSearch.introVisitor'))).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: t('saveSearch.signInAndSave') }));
    await expect(args.onSave).toHaveBeenCalledWith('instant');
  },
};

/** On its way: the buttons wait, the form is busy; Cancel closes nothing. */
export const Saving: Story = {
  ...modal,
  args: { open: true, saving: true },
  play: async (context) => {
    const { args, userEvent } = context;
    const { t } = storyTexts(context);
    const dialog = await screen.findByRole('dialog');
    await expect(dialog.querySelector('form')).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: t('saveSearch.cancel') }));
    await userEvent.click(within(dialog).getByRole('button', { name: t('saveSearch.save') }));
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/**
 * A don't for the guidance page: a visitor's dialog given `signedIn` true. It reads as a member's,
 * 'Kaydet' with no word of signing in, so the press lands them on a sign-in page they did not
 * expect.
 */
export const DontVisitorNotToldOfSignIn: Story = {
  ...modal,
  args: { open: true, signedIn: true },
  play: async (context) => {
    const { t } = storyTexts(context);
    const dialog = within(await screen.findByRole('dialog', { name: t('saveSearch.title') }));
    await expect(dialog.getByRole('button', { name: t('saveSearch.save') })).toBeVisible();
    await expect(dialog.queryByText(t('saveSearch.introVisitor'))).toBeNull();
  },
};
