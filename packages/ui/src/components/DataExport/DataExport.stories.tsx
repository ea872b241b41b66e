import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyTexts } from '../../texts/storyTexts';
import { DataExport } from './DataExport';

const meta = {
  title: 'Components/DataExport',
  component: DataExport,
  args: { onDownload: fn() },
} satisfies Meta<typeof DataExport>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the download holds, and its button; a press, by click or keyboard, is reported. */
export const Idle: Story = {
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByRole('region', { name: t('dataExport.title') })).toHaveTextContent(
      t('dataExport.description'),
    );
    const button = canvas.getByRole('button', { name: t('dataExport.download') });
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await expect(args.onDownload).toHaveBeenCalledTimes(2);
  },
};

/** Being prepared: 'Hazırlanıyor…', the focus kept, and a second press reports nothing. */
export const Preparing: Story = {
  args: { downloading: true },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const button = canvas.getByRole('button', {
      name: storyTexts(context).t('dataExport.preparing'),
    });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(button).toHaveFocus();
    await expect(args.onDownload).not.toHaveBeenCalled();
  },
};
