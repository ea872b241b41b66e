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
  title: 'Emails/ApplicationStatusChanged',
  ...emailStories,
  args: { email: samples.applicationReviewed },
} satisfies Meta<EmailStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Checks the status's own heading and name, what was applied to, and the way to 'Başvurularım'. */
function answers(email: EmailOf<'applicationStatusChanged'>): Story['play'] {
  return async (context) => {
    const { t } = storyTexts(context);
    const mail = mailDocument(context.canvasElement);
    await expect(
      mail.getByRole('heading', { name: t(`applicationStatusMail.${email.status}Heading`) }),
    ).toBeVisible();
    await expect(mail.getByText(email.jobTitle)).toBeVisible();
    await expect(
      mail.getByText(
        t('mail.jobStatus', { status: t(`applicationStatusMail.${email.status}Status`) }),
        { exact: false },
      ),
    ).toBeVisible();
    await expect(mail.getByRole('link', { name: t('mail.viewMyApplications') })).toHaveAttribute(
      'href',
      email.applicationsLink,
    );
  };
}

/** The poster looked at the application. */
export const Reviewed: Story = { play: answers(samples.applicationReviewed) };

/** The poster wants to meet: warm, and what to expect next. */
export const Interview: Story = {
  args: { email: samples.applicationInterview },
  play: answers(samples.applicationInterview),
};

/** The poster wants to make an offer: warm, its details to come, nothing to decide yet. */
export const Offer: Story = {
  args: { email: samples.applicationOffer },
  play: answers(samples.applicationOffer),
};

/** The poster marked them hired: congratulations, and the next steps to come. */
export const Hired: Story = {
  args: { email: samples.applicationHired },
  play: answers(samples.applicationHired),
};

/** Not this time: kind, thankful, and encouraging. */
export const Rejected: Story = {
  args: { email: samples.applicationRejected },
  play: answers(samples.applicationRejected),
};

/**
 * A rejection with the poster's message (their own, or their template's in the applicant's
 * language): quoted under its lead-in, its paragraphs kept, after the kind words.
 */
export const RejectedWithMessage: Story = {
  args: { email: samples.applicationRejectedWithMessage },
  play: async (context) => {
    await answers(samples.applicationRejectedWithMessage)?.(context);
    const { t } = storyTexts(context);
    const mail = mailDocument(context.canvasElement);
    await expect(mail.getByText(t('applicationStatusMail.messageLead'))).toBeVisible();
    await expect(
      mail.getByText('Yeni ilanlarımızı takip etmenizi', { exact: false }),
    ).toBeVisible();
  },
};

/** At a phone's width (375 px): the card fills it, nothing runs off its side. */
export const ReviewedOnPhone: Story = { ...Reviewed, ...onPhone };
export const InterviewOnPhone: Story = { ...Interview, ...onPhone };
export const OfferOnPhone: Story = { ...Offer, ...onPhone };
export const HiredOnPhone: Story = { ...Hired, ...onPhone };
export const RejectedOnPhone: Story = { ...Rejected, ...onPhone };
export const RejectedWithMessageOnPhone: Story = { ...RejectedWithMessage, ...onPhone };

export const TextPart: Story = {
  ...textPartStory,
  args: { email: samples.applicationInterview },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(samples.applicationInterview.applicationsLink, { exact: false }),
    ).toBeVisible();
  },
};

/** The message in the text part: under its lead-in, each line a `> ` quote. */
export const RejectedWithMessageTextPart: Story = {
  ...textPartStory,
  args: { email: samples.applicationRejectedWithMessage },
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(
      context.canvas.getByText(t('applicationStatusMail.messageLead'), { exact: false }),
    ).toBeVisible();
    await expect(
      context.canvas.getByText('> Yeni ilanlarımızı takip etmenizi', { exact: false }),
    ).toBeVisible();
  },
};
