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
  title: 'Emails/PasswordChanged',
  ...emailStories,
  args: { email: samples.passwordChanged },
} satisfies Meta<EmailStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const { forgotLink } = samples.passwordChanged;

/** After a reset or a change on the profile; the way back in for a member who did not make it. */
export const Changed: Story = {
  play: async (context) => {
    const { t } = storyTexts(context);
    const mail = mailDocument(context.canvasElement);
    await expect(mail.getByRole('link', { name: t('passwordChangedMail.action') })).toHaveAttribute(
      'href',
      forgotLink,
    );
  },
};

/** At a phone's width (375 px): the card fills it, nothing runs off its side. */
export const ChangedOnPhone: Story = { ...Changed, ...onPhone };

export const TextPart: Story = {
  ...textPartStory,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(forgotLink, { exact: false })).toBeVisible();
  },
};
