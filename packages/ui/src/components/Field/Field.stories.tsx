import { workTypes } from '@job/contract';
import { allTextsOf } from '@job/texts/catalogues';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SelectField, TextField } from './Field';

// The field shows only what it is given: sample words from the sign-in and job forms.
const { t } = allTextsOf('default');

const meta = {
  title: 'Components/Field',
  component: TextField,
  args: {
    label: t('accountFields.email'),
    name: 'email',
    type: 'email',
    placeholder: t('accountFields.emailPlaceholder'),
  },
  render: (args) => (
    <div style={{ maxWidth: 384 }}>
      <TextField {...args} />
    </div>
  ),
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText(args.label);
    await expect(input).toHaveAttribute('aria-invalid', 'false');
    await expect(input).not.toHaveAttribute('aria-describedby');
  },
};

export const WithError: Story = {
  args: { errors: [t('validation.emailInvalid')], defaultValue: 'ayse@example' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText(args.label);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(t('validation.emailInvalid'));
    await expect(canvas.getByText(t('validation.emailInvalid'))).toBeVisible();
  },
};

/** Every message of the field is listed, one under the other. */
export const WithTwoErrors: Story = {
  args: {
    label: t('accountFields.passwordConfirmation'),
    name: 'password_confirmation',
    type: 'password',
    placeholder: undefined,
    defaultValue: 'abc',
    errors: [t('validation.minLength', { min: 5 }), t('validation.sameAs')],
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByLabelText(args.label)).toHaveAccessibleDescription(
      `${t('validation.minLength', { min: 5 })} ${t('validation.sameAs')}`,
    );
  },
};

/** A select with the empty "choose" option first, as the create-job form's Work Type. */
export const Select: Story = {
  render: () => (
    <div style={{ maxWidth: 384 }}>
      <SelectField
        label={t('jobForm.workType')}
        name="workType"
        placeholder={t('jobForm.workTypePlaceholder')}
        options={workTypes.map(({ code, labelId }) => ({ value: String(code), label: t(labelId) }))}
        errors={[t('validation.workTypeInvalid')]}
      />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByLabelText(t('jobForm.workType'));
    await expect(select).toHaveDisplayValue(t('jobForm.workTypePlaceholder'));
    await userEvent.selectOptions(select, t('workType.freelance'));
    await expect(select).toHaveValue('3');
  },
};
