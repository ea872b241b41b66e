import type { Texts } from '@job/texts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { onMobile } from '../../storybook/viewports';
import { storyTexts, textArgs } from '../../texts/storyTexts';
import { useTexts } from '../../texts/TextsProvider';
import { Button } from '../Button/Button';
import { ConfirmDialog } from './ConfirmDialog';

/** A posting's delete, in the reader's words. */
function words({ t }: Texts) {
  return {
    title: t('myPostings.deleteQuestion', { title: 'IOS Developer' }),
    consequence: t('myPostings.deleteConsequence'),
    confirmLabel: t('myPostings.confirmDelete'),
    cancelLabel: t('myPostings.cancel'),
  };
}

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: '',
    consequence: '',
    confirmLabel: '',
    cancelLabel: '',
    onConfirm: fn(),
    onCancel: fn(),
  },
  decorators: [textArgs(words)],
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

// The dialog shows in the browser's top layer, over the page: the page is captured.
const modal = { parameters: { screenshot: { target: 'page' } } } satisfies Story;

/**
 * Open: named by the question, described by the consequence, the focus on Vazgeç; only the
 * deletion is red.
 */
export const Open: Story = {
  ...modal,
  play: async (context) => {
    const { args, userEvent } = context;
    const { title, consequence, confirmLabel, cancelLabel } = words(storyTexts(context));
    const dialog = await screen.findByRole('dialog', { name: title });
    await expect(dialog).toHaveAccessibleDescription(consequence);
    const buttons = within(dialog);
    await expect(buttons.getByRole('button', { name: cancelLabel })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(buttons.getByRole('button', { name: confirmLabel }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** On a phone: the buttons wrap, Vazgeç still first. */
export const OpenMobile: Story = { ...Open, ...onMobile };

/** The deletion on its way: neither button does anything. */
export const Busy: Story = {
  ...modal,
  args: { busy: true },
  play: async (context) => {
    const { title, confirmLabel } = words(storyTexts(context));
    const dialog = within(await screen.findByRole('dialog', { name: title }));
    await context.userEvent.click(dialog.getByRole('button', { name: confirmLabel }));
    await expect(context.args.onConfirm).not.toHaveBeenCalled();
  },
};

/**
 * A don't for the guidance page: the delete in red in the row, done at the first press. Red on a
 * button that only opens a question, or a delete that asks nothing, leaves the reader nothing to
 * stop a slip with.
 */
export const DontRedDeleteInTheRow: Story = {
  render: () => <RedDeleteInTheRow />,
};

function RedDeleteInTheRow() {
  const { t } = useTexts();
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button size="small" tone="secondary">
        {t('myPostings.edit')}
      </Button>
      <Button size="small" tone="critical">
        {t('myPostings.delete')}
      </Button>
    </div>
  );
}
