import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextField } from '../Field/Field';
import { Form } from './Form';

const meta = {
  title: 'Components/Form',
  component: Form,
  args: {
    title: 'Sign in to your account',
    submitLabel: 'Sign in',
    onSubmit: fn((event) => event.preventDefault()),
    children: <TextField label="Email" name="email" type="email" />,
  },
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The small card of the sign-in and sign-up forms. */
export const Card: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('form', { name: args.title })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** The page-wide panel of the create-job form, its title centred. */
export const Panel: Story = {
  args: {
    title: 'CREATE JOB',
    layout: 'panel',
    submitLabel: 'Save',
    children: <TextField label="Title" name="title" />,
  },
};

/** While busy the button spins and a second submit, even by Enter, sends nothing. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Email'), 'ayse@example.com{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: { serverError: 'These credentials do not match our records.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'These credentials do not match our records.',
    );
  },
};
