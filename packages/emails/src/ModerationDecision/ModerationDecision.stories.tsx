import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { EmailOf } from '../email';
import { samples } from '../samples';
import {
  type EmailStoryArgs,
  emailStories,
  mailDocument,
  storyTexts,
  textPartStory,
} from '../storybook/emailStories';

const meta = {
  title: 'Emails/ModerationDecision',
  ...emailStories,
  args: { email: samples.moderationHidden },
} satisfies Meta<EmailStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Checks the decision's own heading and the moderator's reason. */
function tells(email: EmailOf<'moderationDecision'>): Story['play'] {
  return async (context) => {
    const { t } = storyTexts(context);
    const mail = mailDocument(context.canvasElement);
    await expect(
      mail.getByRole('heading', { name: t(`moderationMail.${email.decision}Heading`) }),
    ).toBeVisible();
    await expect(mail.getByText(t('moderationMail.why', { reason: email.reason }))).toBeVisible();
  };
}

/** The posting went off the board. */
export const Hidden: Story = { play: tells(samples.moderationHidden) };

/** Reports were looked at and the posting stays. */
export const Kept: Story = {
  args: { email: samples.moderationKept },
  play: tells(samples.moderationKept),
};

/** A hidden posting is back on the board. */
export const Restored: Story = {
  args: { email: samples.moderationRestored },
  play: tells(samples.moderationRestored),
};

/** A posting awaiting approval (MODERATION=pre) is published. */
export const Approved: Story = {
  args: { email: samples.moderationApproved },
  play: tells(samples.moderationApproved),
};

/** The account is suspended: no posting, no button. */
export const Suspended: Story = {
  args: { email: samples.moderationSuspended },
  play: tells(samples.moderationSuspended),
};

export const TextPart: Story = {
  ...textPartStory,
  args: { email: samples.moderationHidden },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(samples.moderationHidden.reason, { exact: false })).toBeVisible();
  },
};
