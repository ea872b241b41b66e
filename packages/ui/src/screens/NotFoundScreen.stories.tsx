import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { inPageFrame, signedIn } from '../storybook/pageFrame';
import { onDesktop, onMobile } from '../storybook/viewports';
import { storyTexts } from '../texts/storyTexts';
import { NotFoundScreen } from './NotFoundScreen';

const meta = {
  title: 'Screens/NotFoundScreen',
  component: NotFoundScreen,
  decorators: [inPageFrame],
  parameters: { frame: 'bare' },
  ...onDesktop,
} satisfies Meta<typeof NotFoundScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An address with no route has no loading, empty or failed state: it is one message, the same for
 * everyone but for the header.
 */
export const SignedOut: Story = {
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByRole('heading', { name: t('notFound.heading') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('notFound.backHome') })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

export const SignedOutMobile: Story = { ...SignedOut, ...onMobile };

/** The same message; the header shows the member. */
export const SignedIn: Story = {
  ...signedIn,
  play: async (context) => {
    await SignedOut.play?.(context);
    await expect(
      context.canvas.queryByRole('link', { name: storyTexts(context).t('header.signIn') }),
    ).toBeNull();
  },
};

export const SignedInMobile: Story = { ...SignedIn, ...onMobile };
