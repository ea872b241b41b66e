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
  title: 'Emails/ApplicationSent',
  ...emailStories,
  args: { email: samples.applicationSent },
} satisfies Meta<EmailStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Checks what was applied to and the way to 'Başvurularım'. */
function confirms({ jobTitle, applicationsLink }: EmailOf<'applicationSent'>): Story['play'] {
  return async (context) => {
    const { t } = storyTexts(context);
    const mail = mailDocument(context.canvasElement);
    await expect(
      mail.getByRole('heading', { name: t('applicationSentMail.heading') }),
    ).toBeVisible();
    await expect(mail.getByText(jobTitle)).toBeVisible();
    await expect(mail.getByRole('link', { name: t('mail.viewMyApplications') })).toHaveAttribute(
      'href',
      applicationsLink,
    );
  };
}

/** The confirmation of an application to a posting that names its company. */
export const WithCompany: Story = {
  play: async (context) => {
    await confirms(samples.applicationSent)?.(context);
    await expect(
      mailDocument(context.canvasElement).getByText(samples.applicationSent.company, {
        exact: false,
      }),
    ).toBeVisible();
  },
};

/** A posting without a company: the job's title alone. */
export const WithoutCompany: Story = {
  args: { email: samples.applicationSentNoCompany },
  play: confirms(samples.applicationSentNoCompany),
};

/** At a phone's width (375 px): the card fills it, nothing runs off its side. */
export const WithCompanyOnPhone: Story = { ...WithCompany, ...onPhone };
export const WithoutCompanyOnPhone: Story = { ...WithoutCompany, ...onPhone };

export const TextPart: Story = {
  ...textPartStory,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(samples.applicationSent.applicationsLink, { exact: false }),
    ).toBeVisible();
  },
};
