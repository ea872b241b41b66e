import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { makeApplication } from '../../storybook/applications';
import { now } from '../../storybook/fixtures';
import { storyTexts, textArgs } from '../../texts/storyTexts';
import { ApplicationEntry } from './ApplicationEntry';
import { list } from './ApplicationEntry.css';

const application = makeApplication({
  status: 'reviewed',
  created_at: '2026-11-20T09:00:00.000Z',
  status_changed_at: '2026-11-22T10:00:00.000Z',
});

const meta = {
  title: 'Components/ApplicationEntry',
  component: ApplicationEntry,
  args: {
    application,
    heading: application.applicant.name,
    details: application.applicant.email,
    cvOwner: application.applicant.name,
    now,
    onDownloadCv: fn(),
  },
  // An entry is an item of a list.
  render: (args) => (
    <ol className={list} style={{ maxWidth: 720 }}>
      <li>
        <ApplicationEntry {...args} />
      </li>
    </ol>
  ),
} satisfies Meta<typeof ApplicationEntry>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Named by its heading; its status; when it was sent and last answered, each with its full date
 * on hover; the note; the CV, whose button reports the application's id.
 */
export const Answered: Story = {
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const { t } = storyTexts(context);
    const entry = canvas.getByRole('article', { name: application.applicant.name });
    await expect(entry).toHaveTextContent(t('applicationStatus.reviewed'));
    const [applied, answered] = entry.querySelectorAll('time');
    await expect(applied).toHaveAttribute('dateTime', application.created_at);
    await expect(answered).toHaveAttribute('dateTime', application.status_changed_at);
    await userEvent.click(
      canvas.getByRole('button', { name: new RegExp(t('cvDownload.download')) }),
    );
    await expect(args.onDownloadCv).toHaveBeenCalledWith(application.id);
  },
};

/** Still new: no answer yet, so one date. */
export const Unanswered: Story = {
  args: { application: makeApplication() },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('time')).toHaveLength(1);
  },
};

/**
 * A don't for the guidance page: the status written into the heading as well. The badge says it
 * already, so the eye reads it twice, and a screen reader names the entry by a status that changes.
 */
export const DontStatusInTheHeading: Story = {
  decorators: [
    textArgs(({ t }) => ({
      heading: `${application.applicant.name} · ${t('applicationStatus.reviewed')}`,
    })),
  ],
};
