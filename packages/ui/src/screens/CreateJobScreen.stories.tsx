import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, type screen } from 'storybook/test';
import { loadEditor } from '../storybook/loaders';
import { inPageFrame, signedIn } from '../storybook/pageFrame';
import { onDesktop, onMobile } from '../storybook/viewports';
import { storyTexts, textArgs } from '../texts/storyTexts';
import { CreateJobScreen } from './CreateJobScreen';

type PlayContext = { canvas: Pick<typeof screen, 'findByRole'> } & Parameters<typeof storyTexts>[0];

/** The editor's module is loaded (meta's loader); every story waits for it to mount. */
function findEditor(context: PlayContext) {
  return context.canvas.findByRole('textbox', { name: storyTexts(context).t('jobForm.detail') });
}

const meta = {
  title: 'Screens/CreateJobScreen',
  component: CreateJobScreen,
  decorators: [inPageFrame],
  parameters: { frame: 'bare' },
  ...onDesktop,
  args: { onSubmit: fn() },
  loaders: [loadEditor],
  play: async (context) => {
    await expect(await findEditor(context)).toBeVisible();
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
  decorators: [
    textArgs(({ t }) => ({
      serverError: t('validation.titleRequired'),
      fieldErrors: {
        title: [t('validation.titleRequired')],
        image: [t('validation.imageTooLarge')],
      },
    })),
  ],
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await findEditor(context);
    await expect(canvas.getByLabelText(t('jobForm.title'))).toHaveAccessibleDescription(
      t('validation.titleRequired'),
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('validation.titleRequired'));
  },
};

/** The job is on its way to the server: Save is disabled and spins. */
export const Busy: Story = {
  ...signedIn,
  args: { busy: true },
  play: async (context) => {
    await findEditor(context);
    await expect(
      context.canvas.getByRole('button', { name: storyTexts(context).t('jobForm.save') }),
    ).toBeDisabled();
  },
};
