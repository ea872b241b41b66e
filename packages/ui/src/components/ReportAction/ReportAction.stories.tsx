import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { storyTexts } from '../../texts/storyTexts';
import { ReportAction } from './ReportAction';

const meta = {
  title: 'Components/ReportAction',
  component: ReportAction,
  args: { slug: 'vue-developer', open: false, onOpenChange: fn(), onSend: fn() },
} satisfies Meta<typeof ReportAction>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog shows in the browser's top layer, over the page: such stories capture the page. */
const modal = { parameters: { screenshot: { target: 'page' } } } satisfies Story;

/**
 * A quiet 'Bildir' under the detail: a link to the posting's report page, which works before the
 * page's script runs; once it runs, a click asks the app to open the dialog instead, and a click
 * for a new tab is the browser's.
 */
export const Closed: Story = {
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const link = canvas.getByRole('link', {
      name: storyTexts(context).t('moderation.reportAction'),
    });
    await expect(link).toHaveAttribute('href', '/detail/vue-developer/report');
    await expect(link).toHaveAttribute('rel', 'nofollow');
    await userEvent.keyboard('{Control>}');
    await userEvent.click(link);
    await userEvent.keyboard('{/Control}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await userEvent.click(link);
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
  },
};

/**
 * The dialog: a reason is required, the note counts its characters up to 1,000, and the report
 * goes with the note trimmed.
 */
export const Open: Story = {
  ...modal,
  args: { open: true },
  play: async (context) => {
    const { args, userEvent } = context;
    const { t } = storyTexts(context);
    const dialog = within(await screen.findByRole('dialog'));
    const send = dialog.getByRole('button', { name: t('moderation.send') });
    await userEvent.click(send);
    await expect(dialog.getByText(t('moderation.reasonRequired'))).toBeVisible();
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.selectOptions(
      dialog.getByLabelText(t('moderation.reasonLabel')),
      t('moderation.reason.fraud'),
    );
    await userEvent.type(dialog.getByLabelText(t('moderation.noteLabel')), ' Ücret istiyor ');
    await expect(
      dialog.getByText(t('moderation.noteCounter', { count: 15, max: 1000 })),
    ).toBeVisible();
    await userEvent.click(send);
    await expect(args.onSend).toHaveBeenCalledWith({ reason: 'fraud', note: 'Ücret istiyor' });
  },
};

/** On its way: the buttons wait, the form is busy. */
export const Sending: Story = {
  ...modal,
  args: { open: true, sending: true },
  play: async (context) => {
    const { args, userEvent } = context;
    const { t } = storyTexts(context);
    const dialog = await screen.findByRole('dialog');
    await expect(dialog.querySelector('form')).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: t('moderation.cancel') }));
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};
