import { allTextsOf } from '@job/texts/catalogues';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextField } from '../Field/Field';
import { Form } from './Form';

// The frame shows only what it is given: the sign-in and create-job forms' words.
const { t } = allTextsOf('default');

const meta = {
  title: 'Components/Form',
  component: Form,
  args: {
    title: t('signIn.title'),
    submitLabel: t('signIn.submit'),
    onSubmit: fn((event) => event.preventDefault()),
    children: <TextField label={t('accountFields.email')} name="email" type="email" />,
  },
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The small card of the sign-in and sign-up forms. */
export const Card: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('form', { name: args.title })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: args.submitLabel }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** The create-job form's panel, a reading column wide. */
export const Panel: Story = {
  args: {
    title: t('jobForm.createTitle'),
    layout: 'panel',
    submitLabel: t('jobForm.save'),
    children: <TextField label={t('jobForm.title')} name="title" />,
  },
};

/** While busy the button spins and a second submit, even by Enter, sends nothing. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: args.submitLabel })).toBeDisabled();
    await userEvent.type(
      canvas.getByLabelText(t('accountFields.email')),
      'ayse@example.com{Enter}',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: { serverError: t('validation.invalidCredentials') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('validation.invalidCredentials'));
  },
};

/**
 * A don't for the guidance page: the critical tone on an everyday form. Signing in in red reads as
 * a danger, and the red of the account's deletion stops meaning 'this cannot be undone'.
 */
export const DontCriticalForAnEverydayForm: Story = {
  args: { tone: 'critical' },
};
