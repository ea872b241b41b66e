import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { beforeItsScript } from '../../storybook/beforeItsScript';
import { textButton } from '../../styles/textButton.css';
import { storyTexts } from '../../texts/storyTexts';
import { ScriptButton } from './ScriptButton';

const meta = {
  title: 'Components/ScriptButton',
  component: ScriptButton,
  args: { onClick: fn(), className: textButton },
  // Its words are the control's it stands for, here 'Bu aramayı kaydet'.
  render: (args, context) => (
    <ScriptButton {...args}>{storyTexts(context).t('saveSearch.open')}</ScriptButton>
  ),
} satisfies Meta<typeof ScriptButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Once the page's script runs (a page the browser renders is so from the start): a button. */
export const Ready: Story = {
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const button = canvas.getByRole('button', { name: storyTexts(context).t('saveSearch.open') });
    await expect(button).not.toHaveAttribute('aria-disabled');
    await expect(button).not.toHaveAccessibleDescription();
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/**
 * As the server sends it, before the page's script runs: dimmed, `aria-disabled`, and described
 * as loading. A browser that runs no scripts does not show it.
 */
export const BeforeItsScript: Story = {
  decorators: [beforeItsScript],
  play: async (context) => {
    const { t } = storyTexts(context);
    const button = context.canvas.getByRole('button', { name: t('saveSearch.open') });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription(t('spinner.loading'));
    await expect(getComputedStyle(button).opacity).toBe('0.6');
  },
};
