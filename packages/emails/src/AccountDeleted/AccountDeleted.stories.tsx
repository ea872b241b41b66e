import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { EmailOf } from '../email';
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
  title: 'Emails/AccountDeleted',
  ...emailStories,
  args: { email: samples.accountDeletedNoPostings },
} satisfies Meta<EmailStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Checks the sentence that counts the postings that went with the account, and the way back. */
function saysPostingsWent({ postings, homeLink }: EmailOf<'accountDeleted'>): Story['play'] {
  return async (context) => {
    const { t } = storyTexts(context);
    const mail = mailDocument(context.canvasElement);
    await expect(mail.getByText(t('accountDeletedMail.body', { postings }))).toBeVisible();
    await expect(mail.getByRole('link', { name: homeLink })).toHaveAttribute('href', homeLink);
  };
}

/** The goodbye of a member who posted nothing. */
export const NoPostings: Story = { play: saysPostingsWent(samples.accountDeletedNoPostings) };

export const OnePosting: Story = {
  args: { email: samples.accountDeletedOnePosting },
  play: saysPostingsWent(samples.accountDeletedOnePosting),
};

export const ManyPostings: Story = {
  args: { email: samples.accountDeletedManyPostings },
  play: saysPostingsWent(samples.accountDeletedManyPostings),
};

/** At a phone's width (375 px): the card fills it, nothing runs off its side. */
export const NoPostingsOnPhone: Story = { ...NoPostings, ...onPhone };
export const OnePostingOnPhone: Story = { ...OnePosting, ...onPhone };
export const ManyPostingsOnPhone: Story = { ...ManyPostings, ...onPhone };

export const TextPart: Story = {
  ...textPartStory,
  args: { email: samples.accountDeletedManyPostings },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(samples.accountDeletedManyPostings.homeLink, { exact: false }),
    ).toBeVisible();
  },
};
