import { messages } from '@job/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, type screen } from 'storybook/test';
import { loadEditor } from '../storybook/loaders';
import { inPageFrame, signedIn } from '../storybook/pageFrame';
import { onDesktop, onMobile } from '../storybook/viewports';
import { CreateJobScreen } from './CreateJobScreen';

/** The editor's module is loaded (meta's loader); every story waits for it to mount. */
function findEditor(canvas: Pick<typeof screen, 'findByRole'>) {
  return canvas.findByRole('textbox', { name: 'Detail' });
}

const meta = {
  title: 'Screens/CreateJobScreen',
  component: CreateJobScreen,
  decorators: [inPageFrame],
  parameters: { frame: 'bare' },
  ...onDesktop,
  args: { onSubmit: fn() },
  loaders: [loadEditor],
  play: async ({ canvas }) => {
    await expect(await findEditor(canvas)).toBeVisible();
  },
} satisfies Meta<typeof CreateJobScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As in the reference. */
export const SignedIn: Story = signedIn;

export const SignedInMobile: Story = { ...onMobile, ...signedIn };

/** The app does not guard the route (spec section 6): the form shows signed out too. */
export const SignedOut: Story = {};

/** The server's answer, by field and under the form. */
export const ServerErrors: Story = {
  ...signedIn,
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

/** The job is on its way to the server: Save is disabled and spins. */
export const Busy: Story = {
  ...signedIn,
  args: { busy: true },
  play: async ({ canvas }) => {
    await findEditor(canvas);
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};
