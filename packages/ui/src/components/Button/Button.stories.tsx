import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sprinkles } from '../../styles/sprinkles.css';
import { Button, ButtonLink } from './Button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Save', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Action: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** The header's Login and Sign Up. */
export const Neutral: Story = { args: { tone: 'neutral', children: 'Sign Up' } };

export const Small: Story = { args: { size: 'small', children: 'Detail' } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** Links with a button's look, such as the header's Login and the job row's Detail. */
export const AsLinks: Story = {
  render: () => (
    <div className={sprinkles({ display: 'flex', gap: 'xsmall' })}>
      <ButtonLink href="/login" tone="neutral">
        Login
      </ButtonLink>
      <ButtonLink href="/signup" tone="neutral">
        Sign Up
      </ButtonLink>
      <ButtonLink href="/detail/vue-developer" size="small">
        Detail
      </ButtonLink>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  },
};
