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
  title: 'Emails/ApplicationReceived',
  ...emailStories,
  args: { email: samples.applicationReceivedFirst },
} satisfies Meta<EmailStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Checks who applied, the note's lines as written, the count and the way to the applicants. */
function showsApplication(email: EmailOf<'applicationReceived'>): Story['play'] {
  return async (context) => {
    const { t } = storyTexts(context);
    const mail = mailDocument(context.canvasElement);
    const { applicantName, jobTitle, applicants, applicantsLink } = email;
    await expect(
      mail.getByText(t('applicationReceivedMail.body', { applicantName, jobTitle })),
    ).toBeVisible();
    // The quote, not the inbox preview (hidden), which starts with the same words.
    const quote = mail.getByRole('blockquote');
    await expect(quote).toBeVisible();
    for (const line of email.note.split('\n').filter(Boolean))
      await expect(quote).toHaveTextContent(line);
    await expect(mail.getByText(t('applicationReceivedMail.count', { applicants }))).toBeVisible();
    await expect(
      mail.getByRole('link', { name: t('applicationReceivedMail.action') }),
    ).toHaveAttribute('href', applicantsLink);
  };
}

/** The posting's first application. */
export const FirstApplication: Story = {
  play: showsApplication(samples.applicationReceivedFirst),
};

/** The twelfth: the count says how many came so far. */
export const ManyApplications: Story = {
  args: { email: samples.applicationReceivedMany },
  play: showsApplication(samples.applicationReceivedMany),
};

/** A long note, as the server shortens it (300 characters): its paragraphs kept. */
export const LongNote: Story = {
  args: { email: samples.applicationReceivedLongNote },
  play: showsApplication(samples.applicationReceivedLongNote),
};

/** Sent without a note (it is optional): no quote, nor the line that would lead to one. */
export const NoNote: Story = {
  args: { email: samples.applicationReceivedNoNote },
  play: async (context) => {
    const { t } = storyTexts(context);
    const mail = mailDocument(context.canvasElement);
    const { applicantName, jobTitle, applicants } = samples.applicationReceivedNoNote;
    await expect(
      mail.getByText(t('applicationReceivedMail.body', { applicantName, jobTitle })),
    ).toBeVisible();
    await expect(mail.queryByRole('blockquote')).toBeNull();
    await expect(mail.queryByText(t('applicationReceivedMail.noteIntro'))).toBeNull();
    // The count is the inbox preview too, hidden: one of the two shows.
    const counts = mail.getAllByText(t('applicationReceivedMail.count', { applicants }));
    await expect(counts.filter((count) => count.checkVisibility())).toHaveLength(1);
  },
};

export const NoNoteOnPhone: Story = { ...NoNote, ...onPhone };

/** The long note on a phone's width: the quote wraps inside the card. */
export const LongNoteOnPhone: Story = { ...LongNote, ...onPhone };

/** At a phone's width (375 px): the card fills it, nothing runs off its side. */
export const FirstApplicationOnPhone: Story = { ...FirstApplication, ...onPhone };
export const ManyApplicationsOnPhone: Story = { ...ManyApplications, ...onPhone };

/** The plain-text part: the note quoted line by line, the action as its label and address. */
export const TextPart: Story = {
  ...textPartStory,
  args: { email: samples.applicationReceivedLongNote },
  play: async ({ canvas }) => {
    const { applicantsLink } = samples.applicationReceivedLongNote;
    await expect(canvas.getByText(applicantsLink, { exact: false })).toBeVisible();
    await expect(canvas.getByText('> Merhaba,', { exact: false })).toBeVisible();
  },
};
