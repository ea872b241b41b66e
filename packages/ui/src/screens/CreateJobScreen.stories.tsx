import { messages } from '@job/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, type screen } from 'storybook/test';
import { user } from '../storybook/fixtures';
import { onDesktop, onMobile } from '../storybook/viewports';
import { CreateJobScreen } from './CreateJobScreen';

/**
 * The editor loads on first use: every story waits for it, so screenshots show it ready. The first
 * load of a cold run also compiles Quill, hence more than the default second.
 */
function findEditor(canvas: Pick<typeof screen, 'findByRole'>) {
  return canvas.findByRole('textbox', { name: 'Detail' }, { timeout: 10_000 });
}

const meta = {
  title: 'Screens/CreateJobScreen',
  component: CreateJobScreen,
  parameters: { frame: 'bare' },
  ...onDesktop,
  args: { onSignOut: fn(), onSubmit: fn(), user },
  play: async ({ canvas }) => {
    await expect(await findEditor(canvas)).toBeVisible();
  },
} satisfies Meta<typeof CreateJobScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As in the reference. */
export const SignedIn: Story = {};

export const SignedInMobile: Story = { ...onMobile };

/** The app does not guard the route (spec section 6): the form shows signed out too. */
export const SignedOut: Story = { args: { user: null } };

/** The server's answer, by field and under the form. */
export const ServerErrors: Story = {
  args: {
    serverError: messages.titleRequired,
    fieldErrors: { title: [messages.titleRequired], image: [messages.imageTooLarge] },
  },
  play: async ({ canvas }) => {
    await findEditor(canvas);
    await expect(canvas.getByLabelText('Title')).toHaveAccessibleDescription(
      messages.titleRequired,
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.titleRequired);
  },
};
