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

export const SignedOutMobile: Story = { ...onMobile };

export const SignedIn: Story = signedIn;

export const SignedInMobile: Story = { ...onMobile, ...signedIn };
