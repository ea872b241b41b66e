import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { iosJob } from '../storybook/fixtures';
import { loadEditor } from '../storybook/loaders';
import { inPageFrame, signedIn } from '../storybook/pageFrame';
import { onDesktop } from '../storybook/viewports';
import { EditJobScreen } from './EditJobScreen';

const meta = {
  title: 'Screens/EditJobScreen',
  component: EditJobScreen,
  decorators: [inPageFrame],
  ...onDesktop,
  parameters: { frame: 'bare', ...signedIn.parameters },
  args: { job: iosJob, onSubmit: fn() },
  loaders: [loadEditor],
} satisfies Meta<typeof EditJobScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The poster's job in the form, ready to change. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: 'Detail' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'EDIT JOB' })).toBeVisible();
    await expect(canvas.getByLabelText('Title')).toHaveValue(iosJob.title);
  },
};

export const Loading: Story = {
  args: { job: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the job');
  },
};

/** A slug no job has. */
export const UnknownJob: Story = {
  args: { job: undefined },
  tags: ['!screenshot'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  },
};
