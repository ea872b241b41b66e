import { cvNameMaxLength } from '@job/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { englishCv } from '../../storybook/storedCvs';
import { rowTitle } from '../../styles/rowList.css';
import { storyTexts, textArgs } from '../../texts/storyTexts';
import { RenameForm } from './RenameForm';

const meta = {
  title: 'Components/RenameForm',
  component: RenameForm,
  // The field's name for screen readers, in the story's language, as the row that uses it gives it.
  decorators: [textArgs(({ t }) => ({ label: t('storedCvs.nameLabel') }))],
  args: {
    name: englishCv.name,
    label: '',
    maxLength: cvNameMaxLength,
    onRename: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof RenameForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

function field(context: Context) {
  return context.canvas.getByRole('textbox', {
    name: storyTexts(context).t('storedCvs.nameLabel'),
  });
}

/** Open, the name in the field and selected, so typing replaces it; Save, then Cancel. */
export const Default: Story = {
  play: async (context) => {
    const input = field(context) as HTMLInputElement;
    await expect(input).toHaveValue(englishCv.name);
    await expect(input).toHaveFocus();
    await expect([input.selectionStart, input.selectionEnd]).toEqual([0, englishCv.name.length]);
    await expect(input).toHaveAttribute('maxlength', String(cvNameMaxLength));
  },
};

/**
 * Escape cancels; Enter (or Save) tells the name typed, trimmed, and an emptied field as null,
 * for the caller to keep the old name or put back a name of its own.
 */
export const SavesOrCancels: Story = {
  tags: ['!screenshot'],
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const { t } = storyTexts(context);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onRename).not.toHaveBeenCalled();
    await userEvent.clear(field(context));
    await userEvent.type(field(context), '  CV (İngilizce).pdf {Enter}');
    await expect(args.onRename).toHaveBeenCalledWith('CV (İngilizce).pdf');
    await userEvent.clear(field(context));
    await userEvent.click(canvas.getByRole('button', { name: t('alerts.saveName') }));
    await expect(args.onRename).toHaveBeenLastCalledWith(null);
    await userEvent.click(canvas.getByRole('button', { name: t('myPostings.cancel') }));
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
  },
};

/**
 * A don't for the guidance page: the field put under the name instead of in its place. The name
 * shows twice, and the member cannot tell which one Save keeps.
 */
export const DontBesideTheName: Story = {
  render: (args) => (
    <div>
      <p className={rowTitle}>{args.name}</p>
      <RenameForm {...args} />
    </div>
  ),
};
