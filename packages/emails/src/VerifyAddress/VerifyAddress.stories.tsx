import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { samples } from '../samples';
import {
  type EmailStoryArgs,
  emailStories,
  mailDocument,
  onPhone,
  storyTexts,
  textPartStory,
} from '../storybook/emailStories';

const meta = {
  title: 'Emails/VerifyAddress',
  ...emailStories,
  args: { email: samples.verifyAddressWelcome },
} satisfies Meta<EmailStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const { verifyLink } = samples.verifyAddressWelcome;

/** Sent with sign-up: welcome, and the link that proves the address (24 hours, once). */
export const Welcome: Story = {
  play: async (context) => {
    const { t } = storyTexts(context);
    const mail = mailDocument(context.canvasElement);
    await expect(
      mail.getByRole('heading', { name: t('verifyAddressMail.welcomeHeading') }),
    ).toBeVisible();
    await expect(mail.getByRole('link', { name: t('verifyAddressMail.action') })).toHaveAttribute(
      'href',
      verifyLink,
    );
    // The same link written out, for a client that blocks the button.
    await expect(mail.getByRole('link', { name: verifyLink })).toHaveAttribute('href', verifyLink);
  },
};

/** Asked for again from the profile. */
export const AskedAgain: Story = {
  args: { email: samples.verifyAddressResend },
  play: async (context) => {
    const { t } = storyTexts(context);
    const mail = mailDocument(context.canvasElement);
    await expect(
      mail.getByRole('heading', { name: t('verifyAddressMail.resendHeading') }),
    ).toBeVisible();
    await expect(
      mail.getByText(t('verifyAddressMail.resendIntro'), { exact: false }),
    ).toBeVisible();
  },
};

/** At a phone's width (375 px): the card fills it, nothing runs off its side. */
export const WelcomeOnPhone: Story = { ...Welcome, ...onPhone };
export const AskedAgainOnPhone: Story = { ...AskedAgain, ...onPhone };

/** The plain-text part of the welcome: the action as its label and its address. */
export const TextPart: Story = {
  ...textPartStory,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(verifyLink, { exact: false })).toBeVisible();
  },
};
