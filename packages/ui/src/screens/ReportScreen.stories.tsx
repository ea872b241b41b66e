import { hrefs } from '@job/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import {
  expectRetryOfFailedLoad,
  failedLoad,
  failureControl,
  failureInStoryLanguage,
} from '../storybook/failures';
import { longTurkishJob, vueJob } from '../storybook/fixtures';
import { jobControl } from '../storybook/jobChoices';
import { inPageFrame } from '../storybook/pageFrame';
import { onDesktop, onMobile } from '../storybook/viewports';
import { storyTexts, textArgs } from '../texts/storyTexts';
import { ReportScreen } from './ReportScreen';

const meta = {
  title: 'Screens/ReportScreen',
  component: ReportScreen,
  decorators: [inPageFrame, failureInStoryLanguage],
  ...onDesktop,
  parameters: { frame: 'bare' },
  args: { job: vueJob, onSend: fn() },
  argTypes: { job: jobControl, failed: failureControl },
} satisfies Meta<typeof ReportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

/** The report form, named by its heading, which names the job. */
const reportForm = (context: Context) =>
  context.canvas.getByRole('form', {
    name: storyTexts(context).t('reportScreen.title', { title: vueJob.title }),
  });

/**
 * The form as a page: a reason is required, the note is counted, and the report goes with the note
 * trimmed. Before the page's script runs, or without it, the form posts itself to the page's own
 * address, which the server takes.
 */
export const Form: Story = {
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const { t } = storyTexts(context);
    const form = reportForm(context);
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', hrefs.report(vueJob.slug));
    await expect(canvas.getByRole('link', { name: t('reportScreen.back') })).toHaveAttribute(
      'href',
      hrefs.detail(vueJob.slug),
    );
    const send = canvas.getByRole('button', { name: t('moderation.send') });
    await userEvent.click(send);
    await expect(canvas.getByText(t('moderation.reasonRequired'))).toBeVisible();
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.selectOptions(
      canvas.getByLabelText(t('moderation.reasonLabel')),
      t('moderation.reason.misleading'),
    );
    await userEvent.type(canvas.getByLabelText(t('moderation.noteLabel')), ' Maaş yazmıyor ');
    await userEvent.click(send);
    await expect(args.onSend).toHaveBeenCalledWith({ reason: 'misleading', note: 'Maaş yazmıyor' });
  },
};

export const FormMobile: Story = { ...Form, ...onMobile };

/** A long unbroken Turkish title wraps in the heading on a phone. */
export const FormLongTurkishTitleMobile: Story = { ...onMobile, args: { job: longTurkishJob } };

/** On its way: the button waits, the form is busy. */
export const Sending: Story = {
  args: { sending: true },
  play: async (context) => {
    await expect(reportForm(context)).toHaveAttribute('aria-busy', 'true');
    await expect(
      context.canvas.getByRole('button', { name: storyTexts(context).t('moderation.send') }),
    ).toBeDisabled();
  },
};

export const SendingMobile: Story = { ...Sending, ...onMobile };

/**
 * The server refused the report the form posted without the page's script (here, too many from
 * one address): its reason under the form, and the reason and note as they were sent.
 */
export const Refused: Story = {
  decorators: [
    textArgs(({ t }) => ({
      refused: {
        values: { reason: 'fraud', note: 'Başvuru için ücret istiyor.' },
        message: t('api.tooManyReports', { minutes: 60 }),
      },
    })),
  ],
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      t('api.tooManyReports', { minutes: 60 }),
    );
    await expect(canvas.getByLabelText(t('moderation.reasonLabel'))).toHaveValue('fraud');
    await expect(canvas.getByLabelText(t('moderation.noteLabel'))).toHaveValue(
      'Başvuru için ücret istiyor.',
    );
    await expect(
      canvas.getByText(t('moderation.noteCounter', { count: 27, max: 1000 })),
    ).toBeVisible();
  },
};

export const RefusedMobile: Story = { ...Refused, ...onMobile };

/** The report is in (`?sent=1`, where the server sends the form it took): thanks, and back. */
export const Sent: Story = {
  args: { sent: true },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('reportScreen.sentTitle') }),
    ).toBeVisible();
    await expect(canvas.getByText(t('reportScreen.sent'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('reportScreen.back') })).toHaveAttribute(
      'href',
      hrefs.detail(vueJob.slug),
    );
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

export const SentMobile: Story = { ...Sent, ...onMobile };

/** No job has the address: said so, and the way back to the jobs. */
export const Missing: Story = {
  args: { job: undefined },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('title.jobNotFound') }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('notFound.backHome') })).toHaveAttribute(
      'href',
      hrefs.home(),
    );
  },
};

export const MissingMobile: Story = { ...Missing, ...onMobile };

/** A page the browser renders itself, its job on the way: the form's shape. */
export const Loading: Story = {
  args: { job: undefined, loading: true },
  play: async (context) => {
    const status = context.canvas.getByRole('status');
    await expect(status).toHaveTextContent(storyTexts(context).t('detailScreen.loading'));
    await expect(status).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadingMobile: Story = { ...Loading, ...onMobile };

/** The job did not arrive: why, and a retry. */
export const Failed: Story = {
  args: { job: undefined, failed: failedLoad('error.unreachable') },
  play: (context) => expectRetryOfFailedLoad(context, 'detailScreen.loadFailed'),
};

export const FailedMobile: Story = { ...Failed, ...onMobile };

/**
 * A don't for the guidance page: a refused report answered with the empty form (`refused` not
 * passed). The reader's reason and note are gone, and nothing says why.
 */
export const DontRefusalAsEmptyForm: Story = {
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByLabelText(t('moderation.reasonLabel'))).toHaveValue('');
    await expect(canvas.getByLabelText(t('moderation.noteLabel'))).toHaveValue('');
  },
};
