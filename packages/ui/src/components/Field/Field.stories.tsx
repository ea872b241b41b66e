import { messages, workTypes } from '@job/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { expectFieldError } from '../../storybook/forms';
import { SelectField, TextField } from './Field';

const meta = {
  title: 'Components/Field',
  component: TextField,
  args: { label: 'Email', name: 'email', type: 'email', placeholder: 'email@email.com' },
  render: (args) => (
    <div style={{ maxWidth: 384 }}>
      <TextField {...args} />
    </div>
  ),
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Email');
    await expect(input).toHaveAttribute('aria-invalid', 'false');
    await expect(input).not.toHaveAttribute('aria-describedby');
  },
};

export const WithError: Story = {
  args: { errors: [messages.emailInvalid], defaultValue: 'ayse@example' },
  play: async (context) => {
    await expectFieldError(context, 'Email', messages.emailInvalid);
  },
};

/** Every message of the field is listed, one under the other. */
export const WithTwoErrors: Story = {
  args: {
    label: 'Confirm password',
    name: 'password_confirmation',
    type: 'password',
    placeholder: undefined,
    defaultValue: 'abc',
    errors: [messages.minLength(5), messages.sameAs],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      `${messages.minLength(5)} ${messages.sameAs}`,
    );
  },
};

/** A select with the empty "choose" option first, as the create-job form's Work Type. */
export const Select: Story = {
  render: () => (
    <div style={{ maxWidth: 384 }}>
      <SelectField
        label="Work Type"
        name="workType"
        placeholder="Choose a work type"
        options={workTypes.map((type) => ({ value: String(type.code), label: type.label }))}
        errors={[messages.workTypeInvalid]}
      />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByLabelText('Work Type');
    await expect(select).toHaveDisplayValue('Choose a work type');
    await userEvent.selectOptions(select, 'Freelance');
    await expect(select).toHaveValue('3');
  },
};
