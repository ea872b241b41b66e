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
  title: 'Emails/ModerationDecision',
  ...emailStories,
  args: { email: samples.moderationHidden },
} satisfies Meta<EmailStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Checks the decision's own heading and the moderator's reason, or that none is told. */
function tells(email: EmailOf<'moderationDecision'>): Story['play'] {
  return async (context) => {
    const { t } = storyTexts(context);
    const mail = mailDocument(context.canvasElement);
    await expect(
      mail.getByRole('heading', { name: t(`moderationMail.${email.decision}Heading`) }),
    ).toBeVisible();
    const why = t('moderationMail.why', { reason: email.reason ?? '' });
    if (email.reason === null)
      await expect(mail.queryByText(why.trim(), { exact: false })).toBeNull();
    else await expect(mail.getByText(why)).toBeVisible();
  };
}

/** The posting went off the board. */
export const Hidden: Story = { play: tells(samples.moderationHidden) };

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

/** The account is suspended: no posting, no button; a reply reaches a person (SUPPORT_EMAIL). */
export const Suspended: Story = {
  args: { email: samples.moderationSuspended },
  play: async (context) => {
    await tells(samples.moderationSuspended)?.(context);
    const { t } = storyTexts(context);
    await expect(
      mailDocument(context.canvasElement).getByText(t('moderationMail.suspendedNext')),
    ).toBeVisible();
  },
};

/** Suspended without SUPPORT_EMAIL: a reply would reach no one, so the mail asks for none. */
export const SuspendedWithoutSupport: Story = {
  args: { email: samples.moderationSuspendedNoReply },
  play: async (context) => {
    await tells(samples.moderationSuspendedNoReply)?.(context);
    const { t } = storyTexts(context);
    await expect(
      mailDocument(context.canvasElement).queryByText(t('moderationMail.suspendedNext')),
    ).toBeNull();
  },
};

/** Lifted from the command line (`pnpm admin unsuspend <email>`) without a reason: none is told. */
export const UnsuspendedWithoutReason: Story = {
  args: { email: samples.moderationUnsuspendedNoReason },
  play: tells(samples.moderationUnsuspendedNoReason),
};

/** The suspension is lifted: the way back in. */
export const Unsuspended: Story = {
  args: { email: samples.moderationUnsuspended },
  play: async (context) => {
    await tells(samples.moderationUnsuspended)?.(context);
    const { t } = storyTexts(context);
    await expect(
      mailDocument(context.canvasElement).getByRole('link', { name: t('moderationMail.signIn') }),
    ).toHaveAttribute('href', samples.moderationUnsuspended.link);
  },
};

/** At a phone's width (375 px): the card fills it, nothing runs off its side. */
export const HiddenOnPhone: Story = { ...Hidden, ...onPhone };
export const RestoredOnPhone: Story = { ...Restored, ...onPhone };
export const ApprovedOnPhone: Story = { ...Approved, ...onPhone };
export const SuspendedOnPhone: Story = { ...Suspended, ...onPhone };
export const SuspendedWithoutSupportOnPhone: Story = { ...SuspendedWithoutSupport, ...onPhone };
export const UnsuspendedWithoutReasonOnPhone: Story = { ...UnsuspendedWithoutReason, ...onPhone };
export const UnsuspendedOnPhone: Story = { ...Unsuspended, ...onPhone };

export const TextPart: Story = {
  ...textPartStory,
  args: { email: samples.moderationHidden },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(samples.moderationHidden.reason, { exact: false })).toBeVisible();
  },
};
