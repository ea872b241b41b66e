import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { emailJob } from '../storybook/applying';
import { iosJob } from '../storybook/fixtures';
import { loadEditor } from '../storybook/loaders';
import { inPageFrame, signedIn } from '../storybook/pageFrame';
import { onDesktop } from '../storybook/viewports';
import { storyTexts } from '../texts/storyTexts';
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
  play: async (context) => {
    const { canvas } = context;
    const { t, formats } = storyTexts(context);
    await expect(await canvas.findByRole('textbox', { name: t('jobForm.detail') })).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 1, name: formats.upper(t('jobForm.editTitle')) }),
    ).toBeVisible();
    await expect(canvas.getByLabelText(t('jobForm.title'))).toHaveValue(iosJob.title);
  },
};

/** A posting that takes applications by email: the choice made, the address given. */
export const FilledApplyingByEmail: Story = {
  args: { job: emailJob },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(await canvas.findByRole('textbox', { name: t('jobForm.detail') })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: t('jobForm.applyEmail') })).toBeChecked();
    await expect(canvas.getByLabelText(t('jobForm.applyEmailAddress'))).toHaveValue(
      emailJob.apply_to,
    );
  },
};

export const Loading: Story = {
  args: { job: undefined, loading: true },
  play: async (context) => {
    await expect(context.canvas.getByRole('status')).toHaveTextContent(
      storyTexts(context).t('editJob.loading'),
    );
  },
};

/** A slug no job has. */
export const UnknownJob: Story = {
  args: { job: undefined },
  tags: ['!screenshot'],
  play: async (context) => {
    await expect(
      context.canvas.getByRole('heading', {
        level: 1,
        name: storyTexts(context).t('notFound.heading'),
      }),
    ).toBeVisible();
  },
};
