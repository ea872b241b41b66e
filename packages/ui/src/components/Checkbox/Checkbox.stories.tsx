import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyTexts } from '../../texts/storyTexts';
import { useTexts } from '../../texts/TextsProvider';
import { Checkbox, type CheckboxProps } from './Checkbox';

/** The box as the applicants page uses it, labelled in the story's language. */
function SelectAll(props: Omit<CheckboxProps, 'label'>) {
  const { t } = useTexts();
  return <Checkbox label={t('applicants.selectAll')} {...props} />;
}

const meta = {
  title: 'Components/Checkbox',
  component: SelectAll,
  args: { checked: false, onChange: fn() },
} satisfies Meta<typeof SelectAll>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

const boxOf = (context: Context) =>
  context.canvas.getByRole('checkbox', { name: storyTexts(context).t('applicants.selectAll') });

/** Unticked; a click on the box or on its label, or Space, is reported. */
export const Unticked: Story = {
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const box = boxOf(context);
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await userEvent.click(canvas.getByText(storyTexts(context).t('applicants.selectAll')));
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};

export const Ticked: Story = {
  args: { checked: true },
  play: async (context) => {
    await expect(boxOf(context)).toBeChecked();
  },
};

/** Some of what it stands for ticked: a dash, read out as mixed. */
export const Some: Story = {
  args: { indeterminate: true },
  play: async (context) => {
    await expect(boxOf(context)).toBePartiallyChecked();
  },
};

/** Its label read out only, where the row beside it says what it picks; still a 24 px target. */
export const LabelHidden: Story = {
  args: { labelHidden: true },
  play: async (context) => {
    const box = boxOf(context);
    // Clipped to a pixel: a screen reader reads it, no one sees it.
    const label = context.canvas.getByText(storyTexts(context).t('applicants.selectAll'));
    await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    const target = box.closest('label')?.getBoundingClientRect();
    await expect(target?.width).toBeGreaterThanOrEqual(24);
    await expect(target?.height).toBeGreaterThanOrEqual(24);
  },
};

/** Nothing to pick: greyed, and a click reports nothing. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async (context) => {
    const box = boxOf(context);
    await expect(box).toBeDisabled();
    await context.userEvent.click(box.closest('label') as HTMLElement);
    await expect(context.args.onChange).not.toHaveBeenCalled();
  },
};

/** Reached with Tab: the ring goes round the box and its label. */
export const FocusedByKeyboard: Story = {
  play: async (context) => {
    const box = boxOf(context);
    await context.userEvent.tab();
    await expect(box).toHaveFocus();
    await expect(getComputedStyle(box.closest('label') as Element).boxShadow).not.toBe('none');
  },
};
