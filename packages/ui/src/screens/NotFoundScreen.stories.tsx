import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { firstPage, now } from '../storybook/fixtures';
import { inPageFrame, signedIn } from '../storybook/pageFrame';
import { onDesktop, onMobile } from '../storybook/viewports';
import { storyTexts } from '../texts/storyTexts';
import { HomeScreen } from './HomeScreen';
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

/**
 * A don't for the guidance page: an unknown address answered with the board's list, empty. '0
 * ilan, Not found' reads as a search that matched nothing, and no page says it does not exist.
 */
export const DontUnknownAddressAsEmptyList: Story = {
  render: () => <HomeScreen jobs={[]} total={0} query={firstPage} now={now} onSearch={fn()} />,
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByText(t('jobList.notFound'))).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: t('notFound.heading') })).toBeNull();
  },
};
