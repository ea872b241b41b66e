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
  title: 'Emails/JobAlert',
  ...emailStories,
  args: { email: samples.jobAlertOne },
} satisfies Meta<EmailStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Checks each job's link, the way to the alerts and the alert's own unsubscribe link. */
function lists(email: EmailOf<'jobAlert'>, heading: string): Story['play'] {
  return async (context) => {
    const { t } = storyTexts(context);
    const mail = mailDocument(context.canvasElement);
    await expect(mail.getByRole('heading', { name: t(heading as never) })).toBeVisible();
    for (const job of email.jobs) {
      await expect(mail.getByRole('link', { name: job.title })).toHaveAttribute('href', job.link);
    }
    await expect(mail.getByRole('link', { name: t('jobAlertMail.action') })).toHaveAttribute(
      'href',
      email.alertsLink,
    );
    await expect(mail.getByRole('link', { name: t('jobAlertMail.unsubscribe') })).toHaveAttribute(
      'href',
      email.unsubscribeLink,
    );
  };
}

/** One new match, at once: with its company, place and salary. */
export const OneMatch: Story = {
  play: async (context) => {
    await lists(samples.jobAlertOne, 'jobAlertMail.heading')?.(context);
    const mail = mailDocument(context.canvasElement);
    await expect(mail.getByText('Anadolu Yazılım · İstanbul', { exact: false })).toBeVisible();
    await expect(mail.getByText('90.000 - 120.000 TL', { exact: false })).toBeVisible();
  },
};

/** Several matches batched into one mail, one of them with no company, place or salary. */
export const ManyMatches: Story = {
  args: { email: samples.jobAlertMany },
  play: lists(samples.jobAlertMany, 'jobAlertMail.heading'),
};

/** The daily digest. */
export const Digest: Story = {
  args: { email: samples.jobAlertDigest },
  play: lists(samples.jobAlertDigest, 'jobAlertMail.digestHeading'),
};

/** At a phone's width (375 px): the card fills it, nothing runs off its side. */
export const OneMatchOnPhone: Story = { ...OneMatch, ...onPhone };
export const ManyMatchesOnPhone: Story = { ...ManyMatches, ...onPhone };
export const DigestOnPhone: Story = { ...Digest, ...onPhone };

export const TextPart: Story = {
  ...textPartStory,
  args: { email: samples.jobAlertMany },
  play: async ({ canvas }) => {
    for (const job of samples.jobAlertMany.jobs) {
      await expect(canvas.getByText(job.link, { exact: false })).toBeVisible();
    }
    await expect(
      canvas.getByText(samples.jobAlertMany.unsubscribeLink, { exact: false }),
    ).toBeVisible();
  },
};
