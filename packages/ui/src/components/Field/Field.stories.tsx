import { workTypes } from '@job/contract';
import { allTextsOf } from '@job/texts/catalogues';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { SelectField, TextAreaField, TextField } from './Field';
import { RadioGroupField } from './RadioGroupField';

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

/** Reached by Tab: its edge in the ring's indigo and the ring round it, 3:1 on the card. */
export const Focused: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByLabelText(args.label)).toHaveFocus();
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

/**
 * The select focused by Tab: the same box and ring as a text field, the library's chevron in place
 * of the browser's arrow.
 */
export const SelectFocused: Story = {
  render: () => (
    <div style={{ maxWidth: 384 }}>
      <SelectField
        label={t('jobForm.workType')}
        name="workType"
        options={workTypes.map(({ code, labelId }) => ({ value: String(code), label: t(labelId) }))}
      />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByLabelText(t('jobForm.workType'))).toHaveFocus();
  },
};

/** A text area with a line under it, such as the cover note's count, read out after its messages. */
export const TextAreaWithHint: Story = {
  render: () => (
    <div style={{ maxWidth: 576 }}>
      <TextAreaField
        label={t('applyForm.note')}
        name="note"
        hint={t('applyForm.noteCount', { count: '0', max: '5.000' })}
        errors={[t('validation.noteRequired')]}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(t('applyForm.note'))).toHaveAccessibleDescription(
      `${t('validation.noteRequired')} ${t('applyForm.noteCount', { count: '0', max: '5.000' })}`,
    );
  },
};

const applyMethods = [
  { value: 'site', label: t('jobForm.applySite'), hint: t('jobForm.applySiteHint') },
  { value: 'url', label: t('jobForm.applyUrl'), hint: t('jobForm.applyUrlHint') },
  { value: 'email', label: t('jobForm.applyEmail'), hint: t('jobForm.applyEmailHint') },
] as const;

type ApplyMethod = (typeof applyMethods)[number]['value'];

function ApplyMethodGroup({ errors }: { errors?: string[] }) {
  const [method, setMethod] = useState<ApplyMethod>('site');
  return (
    <div style={{ maxWidth: 576 }}>
      <RadioGroupField
        legend={t('jobForm.apply')}
        name="applyMethod"
        options={applyMethods}
        value={method}
        onChange={setMethod}
        errors={errors}
      />
    </div>
  );
}

/** A choice of one, each named by its label and described by its hint; the chosen one framed. */
export const RadioGroup: Story = {
  render: () => <ApplyMethodGroup />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('group', { name: t('jobForm.apply') })).toBeVisible();
    const site = canvas.getByRole('radio', { name: t('jobForm.applySite') });
    await expect(site).toBeChecked();
    await expect(site).toHaveAccessibleDescription(t('jobForm.applySiteHint'));
    // The whole box takes the click, its hint too.
    await userEvent.click(canvas.getByText(t('jobForm.applyEmailHint')));
    await expect(canvas.getByRole('radio', { name: t('jobForm.applyEmail') })).toBeChecked();
    await expect(site).not.toBeChecked();
  },
};

/** The group's message (a server's 422), under it; the radios are marked invalid. */
export const RadioGroupWithError: Story = {
  render: () => <ApplyMethodGroup errors={[t('validation.applyMethodInvalid')]} />,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('group', { name: t('jobForm.apply') }),
    ).toHaveAccessibleDescription(t('validation.applyMethodInvalid'));
    await expect(canvas.getByRole('radio', { name: t('jobForm.applyUrl') })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/**
 * A don't for the guidance page: the message given as the `hint`. It shows in grey as if it were
 * advice, the input is not marked invalid, and a failed submit does not take the focus to it.
 */
export const DontMessageAsHint: Story = {
  args: { hint: t('validation.emailInvalid'), defaultValue: 'ayse@example' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByLabelText(args.label)).toHaveAttribute('aria-invalid', 'false');
  },
};
