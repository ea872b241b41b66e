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
  title: 'Emails/PasswordReset',
  ...emailStories,
  args: { email: samples.passwordReset },
} satisfies Meta<EmailStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const { resetLink, forgotLink } = samples.passwordReset;

/** Asked for on the forgot-password page: a link valid one hour, once, and where to ask again. */
export const Reset: Story = {
  play: async (context) => {
    const { t } = storyTexts(context);
    const mail = mailDocument(context.canvasElement);
    await expect(mail.getByRole('link', { name: t('passwordResetMail.action') })).toHaveAttribute(
      'href',
      resetLink,
    );
    await expect(mail.getByRole('link', { name: forgotLink })).toHaveAttribute('href', forgotLink);
  },
};

/** On a phone's width: the card fills it, the written-out link breaks where it must. */
export const OnPhone: Story = { ...Reset, ...onPhone };

/** At a phone's width (375 px): the card fills it, nothing runs off its side. */

export const TextPart: Story = {
  ...textPartStory,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(resetLink, { exact: false })).toBeVisible();
  },
};
