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
  title: 'Emails/ApplicationWithdrawn',
  ...emailStories,
  args: { email: samples.applicationWithdrawn },
} satisfies Meta<EmailStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const { applicantName, jobTitle, applicantsLink } = samples.applicationWithdrawn;

/** An applicant withdrew: who, from which job, that the CV is gone, and the way to the applicants. */
export const Withdrawn: Story = {
  play: async (context) => {
    const { t } = storyTexts(context);
    const mail = mailDocument(context.canvasElement);
    await expect(
      mail.getByRole('heading', { name: t('applicationWithdrawnMail.heading') }),
    ).toBeVisible();
    const body = mail.getByText(t('applicationWithdrawnMail.body', { applicantName, jobTitle }));
    await expect(body).toBeVisible();
    await expect(body).toHaveTextContent(applicantName);
    await expect(body).toHaveTextContent(jobTitle);
    await expect(mail.getByText(t('applicationWithdrawnMail.next'))).toBeVisible();
    await expect(
      mail.getByRole('link', { name: t('applicationReceivedMail.action') }),
    ).toHaveAttribute('href', applicantsLink);
  },
};

/** At a phone's width (375 px): the card fills it, the long title and link wrap inside it. */
export const WithdrawnOnPhone: Story = { ...Withdrawn, ...onPhone };

/** The plain-text part: the action as its label and address. */
export const TextPart: Story = {
  ...textPartStory,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(applicantsLink, { exact: false })).toBeVisible();
  },
};
