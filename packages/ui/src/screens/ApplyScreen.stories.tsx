import { hrefs, limits } from '@job/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent as user } from 'storybook/test';
import { fileSize } from '../components/CvDownload/fileSize';
import { longPostingDate } from '../components/PostedDate/relativeTime';
import { SimilarJobs } from '../components/SimilarJobs/SimilarJobs';
import { appliedAt, cvFiles, emailJob, urlJob } from '../storybook/applying';
import {
  expectFailureShownAs,
  failedLoad,
  failureControl,
  failureInStoryLanguage,
} from '../storybook/failures';
import {
  backendJob,
  expiredJob,
  goJob,
  iosJob,
  longTurkishJob,
  now,
  vueJob,
} from '../storybook/fixtures';
import { jobControl } from '../storybook/jobChoices';
import { inPageFrame, signedIn } from '../storybook/pageFrame';
import { defaultCv, englishCv, storedCvs } from '../storybook/storedCvs';
import { onDesktop, onMobile } from '../storybook/viewports';
import { storyTexts } from '../texts/storyTexts';
import { ApplyScreen } from './ApplyScreen';

const meta = {
  title: 'Screens/ApplyScreen',
  component: ApplyScreen,
  decorators: [inPageFrame, failureInStoryLanguage],
  ...onDesktop,
  parameters: { frame: 'bare', ...signedIn.parameters },
  args: { state: 'form', job: iosJob, now, onSubmit: fn() },
  argTypes: { job: jobControl, failed: failureControl },
} satisfies Meta<typeof ApplyScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

/** The screen's one heading, which names the posting. */
function expectHeading(context: Context, name: string) {
  return expect(context.canvas.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** The link a state leads on to, by its words, and where it goes. */
function expectLink(context: Context, name: string, href: string) {
  return expect(context.canvas.getByRole('link', { name })).toHaveAttribute('href', href);
}

/**
 * The posting or the member's applications are being read: the form's panel, its title and its two
 * fields where they will be.
 */
export const Loading: Story = {
  args: { state: 'loading', job: undefined },
  play: async (context) => {
    const status = context.canvas.getByRole('status');
    await expect(status).toHaveTextContent(storyTexts(context).t('applyScreen.loading'));
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(context.canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

export const LoadingMobile: Story = { ...Loading, ...onMobile };

/** The posting did not arrive (the server could not be reached): why, and a retry. */
export const Failed: Story = {
  args: { state: 'missing', job: undefined, failed: failedLoad('error.unreachable') },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByText(t('applyScreen.loadFailed'))).toBeVisible();
    await expect(canvas.getByText(t('error.unreachable'))).toBeVisible();
    // Not the missing posting's card: the posting may well exist.
    await expect(canvas.queryByRole('heading', { name: t('applyScreen.missingTitle') })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('loadFailed.retry') }));
    await expect(args.failed?.onRetry).toHaveBeenCalledOnce();
  },
};

export const FailedMobile: Story = { ...Failed, ...onMobile };

/** The form under the posting's title and company; filled and sent, `onSubmit` gets both. */
export const Form: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { t, language } = storyTexts(context);
    await expectHeading(context, t('applyForm.titleFor', { title: iosJob.title }));
    await expect(canvas.getByText('Kuzey Mobil · İstanbul')).toBeVisible();
    await expectLink(context, t('applyForm.backToJob'), hrefs.detail(iosJob.slug));
    await userEvent.type(canvas.getByLabelText(t('applyForm.noteOptional')), 'Görüşmek isterim.');
    const cv = cvFiles.pdf();
    const cvLabel = t('applyForm.cv', { size: fileSize(limits.cvMaxBytes, language) });
    await user.setup({ applyAccept: false }).upload(canvas.getByLabelText(cvLabel), cv);
    await canvas.findByText(fileSize(cv.size, language));
    await userEvent.click(canvas.getByRole('button', { name: t('applyForm.submit') }));
    await expect(context.args.onSubmit).toHaveBeenCalledWith({
      note: 'Görüşmek isterim.',
      cv: { file: cv },
      answers: {},
    });
  },
};

export const FormMobile: Story = { ...onMobile };

const formWithStoredCvs = {
  args: { storedCvs },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByRole('radio', { name: defaultCv.name })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: englishCv.name })).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: t('applyForm.uploadNew') })).not.toBeChecked();
    const apply = canvas.getByRole('button', { name: t('applyForm.submit') });
    await userEvent.click(apply);
    await expect(context.args.onSubmit).toHaveBeenCalledWith({
      note: '',
      cv: { storedId: defaultCv.id },
      answers: {},
    });
    // The choice is what is reviewed, not the focus the press left.
    apply.blur();
  },
} satisfies Story;

/**
 * A member with stored CVs: they are offered by name, the default chosen, so one press applies;
 * another file can still be uploaded for this application alone.
 */
export const FormWithStoredCvs: Story = formWithStoredCvs;

export const FormWithStoredCvsMobile: Story = { ...formWithStoredCvs, ...onMobile };

/** A long unbroken title and company wrap on a phone. */
export const FormLongTurkishTitleMobile: Story = { ...onMobile, args: { job: longTurkishJob } };

/**
 * Sent empty, for a posting that asks for a cover note: the note and the CV say what they need,
 * the note has the focus, nothing is sent.
 */
export const Invalid: Story = {
  args: { noteRequired: true },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { t, language } = storyTexts(context);
    await userEvent.click(canvas.getByRole('button', { name: t('applyForm.submit') }));
    const note = canvas.getByLabelText(t('applyForm.note'));
    await expect(note).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(t('validation.noteRequired'))).toBeVisible();
    const cvLabel = t('applyForm.cv', { size: fileSize(limits.cvMaxBytes, language) });
    await expect(canvas.getByLabelText(cvLabel)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(t('validation.cvRequired'))).toBeVisible();
    await expect(note).toHaveFocus();
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidMobile: Story = { ...Invalid, ...onMobile };

/** Sending: the button spins and is disabled. */
export const Submitting: Story = {
  args: { submitting: true },
  play: async (context) => {
    await expect(
      context.canvas.getByRole('button', { name: storyTexts(context).t('applyForm.submit') }),
    ).toBeDisabled();
  },
};

export const SubmittingMobile: Story = { ...Submitting, ...onMobile };

/** Applied now or before: on which day, the way to 'Başvurularım', and similar jobs under it. */
export const Applied: Story = {
  args: {
    state: 'applied',
    appliedAt,
    similarJobs: <SimilarJobs jobs={[vueJob, backendJob, goJob]} />,
  },
  play: async (context) => {
    const { t, language } = storyTexts(context);
    await expectHeading(context, t('applyScreen.appliedTitle', { title: iosJob.title }));
    await expect(
      context.canvas.getByText(
        t('applyScreen.appliedOn', { date: longPostingDate(new Date(appliedAt), language) }),
      ),
    ).toBeVisible();
    await expectLink(context, t('applyAction.myApplications'), hrefs.myApplications());
    await expect(context.canvas.queryByRole('form')).toBeNull();
    await expectLink(context, vueJob.title, hrefs.detail(vueJob.slug));
  },
};

export const AppliedMobile: Story = { ...onMobile, args: Applied.args };

/** The member's own posting: no form, the way to its applications. */
export const Own: Story = {
  args: { state: 'own' },
  play: async (context) => {
    const { t } = storyTexts(context);
    await expectHeading(context, t('applyScreen.ownTitle', { title: iosJob.title }));
    await expectLink(context, t('applyAction.applicants'), hrefs.applicants(iosJob.slug));
    await expect(context.canvas.queryByRole('form')).toBeNull();
  },
};

export const OwnMobile: Story = { ...onMobile, args: Own.args };

/** Past its expiry: no form, the way back to the list. */
export const Expired: Story = {
  args: { state: 'expired', job: expiredJob },
  play: async (context) => {
    const { t } = storyTexts(context);
    await expectHeading(context, t('applyScreen.expiredTitle', { title: expiredJob.title }));
    await expect(context.canvas.getByText(t('applyScreen.expired'))).toBeVisible();
    await expectLink(context, t('applyScreen.backToList'), hrefs.home());
  },
};

export const ExpiredMobile: Story = { ...onMobile, args: Expired.args };

/** Applications at the company's careers page: says so, and its 'Başvur' opens it in a new tab. */
export const ElsewhereAtAnAddress: Story = {
  args: { state: 'elsewhere', job: urlJob },
  play: async (context) => {
    const { t } = storyTexts(context);
    await expectHeading(context, t('applyForm.titleFor', { title: urlJob.title }));
    const link = context.canvas.getByRole('link', {
      name: `${t('applyAction.apply')} ${t('applyAction.newTab')}`,
    });
    await expect(link).toHaveAttribute('href', urlJob.apply_to);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener');
    await expect(context.canvas.queryByRole('form')).toBeNull();
  },
};

export const ElsewhereAtAnAddressMobile: Story = { ...onMobile, args: ElsewhereAtAnAddress.args };

/** Applications by email: its 'Başvur' prepares the mail. */
export const ElsewhereByEmail: Story = {
  args: { state: 'elsewhere', job: emailJob },
  play: async (context) => {
    await expectLink(
      context,
      storyTexts(context).t('applyAction.apply'),
      `mailto:ik@kuzeymobil.com.tr?subject=${encodeURIComponent(emailJob.title)}`,
    );
  },
};

export const ElsewhereByEmailMobile: Story = { ...ElsewhereByEmail, ...onMobile };

/** No posting has the slug: it says so and leads back to the list. */
export const Missing: Story = {
  args: { state: 'missing', job: undefined },
  play: async (context) => {
    const { t } = storyTexts(context);
    await expectHeading(context, t('applyScreen.missingTitle'));
    await expectLink(context, t('applyScreen.backToList'), hrefs.home());
  },
};

export const MissingMobile: Story = { ...onMobile, args: Missing.args };

/**
 * A don't for the guidance page: a failed load shown as the missing posting (`failed` not
 * passed). The member leaves for the list, thinking the posting is gone.
 */
export const DontFailureAsMissing: Story = {
  args: { state: 'missing', job: undefined },
  play: (context) =>
    expectFailureShownAs(
      context,
      context.canvas.getByRole('heading', {
        level: 1,
        name: storyTexts(context).t('applyScreen.missingTitle'),
      }),
    ),
};
