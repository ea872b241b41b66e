import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { user } from '../../storybook/fixtures';
import { expectFieldError } from '../../storybook/forms';
import { storyTexts, textArgs } from '../../texts/storyTexts';
import { NameForm } from './NameForm';

const meta = {
  title: 'Components/NameForm',
  component: NameForm,
  args: { currentName: user.name, onSubmit: fn() },
  render: (args) => (
    <div style={{ maxWidth: 520 }}>
      <NameForm {...args} />
    </div>
  ),
} satisfies Meta<typeof NameForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

const nameField = (context: Context) =>
  context.canvas.getByLabelText(storyTexts(context).t('accountFields.name'));

const submit = (context: Context) =>
  context.userEvent.click(
    context.canvas.getByRole('button', { name: storyTexts(context).t('nameForm.submit') }),
  );

/** The field starts with the name as it is. */
export const Prefilled: Story = {
  play: async (context) => {
    await expect(nameField(context)).toHaveValue(user.name);
    await expect(nameField(context)).toHaveAttribute('autocomplete', 'name');
  },
};

export const NameRequired: Story = {
  play: async (context) => {
    await context.userEvent.clear(nameField(context));
    await context.userEvent.type(nameField(context), '   ');
    await submit(context);
    await expectFieldError(context, 'accountFields.name', 'validation.nameRequired');
    await expect(nameField(context)).toHaveFocus();
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  decorators: [textArgs(({ t }) => ({ serverError: t('api.internalError') }))],
  play: async (context) => {
    await expect(context.canvas.getByRole('alert')).toHaveTextContent(
      storyTexts(context).t('api.internalError'),
    );
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async (context) => {
    await expect(
      context.canvas.getByRole('button', { name: storyTexts(context).t('nameForm.submit') }),
    ).toBeDisabled();
  },
};

/** The new name, without the spaces around it. */
export const ValidSubmit: Story = {
  play: async (context) => {
    await context.userEvent.clear(nameField(context));
    await context.userEvent.type(nameField(context), '  Ayşe Yılmaz Demir ');
    await submit(context);
    await expect(context.args.onSubmit).toHaveBeenCalledOnce();
    await expect(context.args.onSubmit).toHaveBeenCalledWith({
      name: 'Ayşe Yılmaz Demir',
    });
  },
};

/**
 * A don't for the guidance page: the form rendered before the member is known, so the field starts
 * empty; the member cannot see their name as it is and must type it again.
 */
export const DontEmptyName: Story = {
  args: { currentName: '' },
};
