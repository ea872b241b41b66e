import { hrefs, shownSalary } from '@job/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { longPostingDate, relativePostingTime } from '../components/PostedDate/relativeTime';
import { SimilarJobs } from '../components/SimilarJobs/SimilarJobs';
import { appliedAt, emailJob, urlJob } from '../storybook/applying';
import { iosJobOfKuzeyMobil, kuzeyMobil, kuzeyMobilJobs } from '../storybook/companies';
import {
  expectFailureShownAs,
  failedLoad,
  failureControl,
  failureInStoryLanguage,
} from '../storybook/failures';
import { backendJob, expiredJob, iosJob, now, vueJob } from '../storybook/fixtures';
import { jobControl } from '../storybook/jobChoices';
import { inPageFrame, signedIn } from '../storybook/pageFrame';
import { onDesktop, onMobile } from '../storybook/viewports';
import { storyTexts } from '../texts/storyTexts';
import { DetailScreen } from './DetailScreen';

const meta = {
  title: 'Screens/DetailScreen',
  component: DetailScreen,
  decorators: [inPageFrame, failureInStoryLanguage],
  parameters: { frame: 'bare' },
  ...onDesktop,
  // A member's save toggle; a visitor's Save and 'Başvur' lead to the sign-in (`asVisitor`).
  args: { job: vueJob, now, origin: 'https://job.example', onToggleSave: fn() },
  argTypes: { job: jobControl, failed: failureControl },
} satisfies Meta<typeof DetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

/**
 * The posting's 'Başvur' is on screen as the page opens, on a phone too (the frame is the
 * viewport's height then), above the description.
 */
async function expectApplyAboveTheFold(context: Context, name: string) {
  const link = context.canvas.getByRole('link', { name });
  await expect(link).toBeVisible();
  await expect(link.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  return link;
}

/**
 * What the app hands a visitor, and so every page the server renders: 'Kaydet' and 'Başvur' are
 * links to the sign-in, which brings them back (to the job, to the application form).
 */
const asVisitor = {
  signInHref: hrefs.login(hrefs.detail(vueJob.slug), vueJob.slug),
  signInFirst: true,
} satisfies Story['args'];

/**
 * As in the reference: the detail beside the side panel. A visitor's 'Kaydet' and 'Başvur' are
 * links to the sign-in, working before the page's script runs.
 */
export const SignedOut: Story = {
  args: asVisitor,
  play: async (context) => {
    const { canvas } = context;
    const texts = storyTexts(context);
    const { t } = texts;
    await expect(canvas.getByRole('heading', { level: 1, name: vueJob.title })).toBeVisible();
    await expect(canvas.getByText(shownSalary(vueJob, texts))).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: t('workTypeNav.heading') })).toBeVisible();
    await expect(await expectApplyAboveTheFold(context, t('applyAction.apply'))).toHaveAttribute(
      'href',
      hrefs.login(hrefs.apply(vueJob.slug)),
    );
    await expect(canvas.getByRole('link', { name: t('saveToggle.save') })).toHaveAttribute(
      'href',
      hrefs.login(hrefs.detail(vueJob.slug), vueJob.slug),
    );
  },
};

/** Search engines get the job as JSON-LD, its image address made absolute. */
export const JobPostingData: Story = {
  tags: ['!screenshot'],
  play: async ({ canvasElement }) => {
    const script = canvasElement.querySelector('script[type="application/ld+json"]');
    await expect(JSON.parse(script?.textContent ?? '{}')).toMatchObject({
      '@type': 'JobPosting',
      title: vueJob.title,
      employmentType: 'FULL_TIME',
      validThrough: vueJob.expires_at,
    });
  },
};

/** A remote job of a company in a city: its facts under the title, and in the JSON-LD. */
export const RemoteWithCompanyAndPlace: Story = {
  args: { job: { ...backendJob, company: 'Bulut Yazılım', location: 'Ankara' } },
  play: async (context) => {
    const { canvas, canvasElement } = context;
    const { t, language } = storyTexts(context);
    const posted = new Date(backendJob.created_at);
    await expect(canvas.getByText('Bulut Yazılım')).toBeVisible();
    await expect(canvas.getByText('Ankara')).toBeVisible();
    await expect(canvas.getByText(t('workplace.remote'))).toBeVisible();
    await expect(canvas.getByText(relativePostingTime(posted, now, language))).toHaveAttribute(
      'title',
      longPostingDate(posted, language),
    );
    const script = canvasElement.querySelector('script[type="application/ld+json"]');
    await expect(JSON.parse(script?.textContent ?? '{}')).toMatchObject({
      hiringOrganization: { '@type': 'Organization', name: 'Bulut Yazılım' },
      jobLocationType: 'TELECOMMUTE',
    });
  },
};

export const RemoteWithCompanyAndPlaceMobile: Story = { ...RemoteWithCompanyAndPlace, ...onMobile };

/** Posted today by a company in İstanbul, hybrid. */
export const HybridPostedToday: Story = {
  args: { job: iosJob },
  play: async (context) => {
    const { canvas } = context;
    const { t, language } = storyTexts(context);
    await expect(
      canvas.getByText(relativePostingTime(new Date(iosJob.created_at), now, language)),
    ).toHaveAttribute('dateTime', iosJob.created_at);
    await expect(canvas.getByText(t('workplace.hybrid'))).toBeVisible();
  },
};

export const HybridPostedTodayMobile: Story = { ...HybridPostedToday, ...onMobile };

/**
 * A job posted as a company: the company's name in the facts a link to its page, and under the
 * detail the company, its logo and name (the link to its page), then 'Other jobs at {company}'.
 */
export const PostedAsACompany: Story = {
  args: { job: iosJobOfKuzeyMobil, companyJobs: kuzeyMobilJobs },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    const main = within(canvas.getByRole('main'));
    const section = within(main.getByRole('region', { name: kuzeyMobil.name }));
    await expect(section.getByRole('link', { name: kuzeyMobil.name })).toHaveAttribute(
      'href',
      hrefs.company(kuzeyMobil.slug),
    );
    const others = section.getByRole('heading', {
      name: t('jobCompany.otherJobs', { company: kuzeyMobil.name }),
    });
    await expect(others).toBeVisible();
    // The job itself is not among its company's other jobs.
    await expect(section.queryByRole('link', { name: iosJob.title })).toBeNull();
    await expect(section.getByRole('link', { name: 'QA Engineer' })).toBeVisible();
  },
};

export const PostedAsACompanyMobile: Story = { ...PostedAsACompany, ...onMobile };

/** The company's only job: the company under the detail, and no list of its other jobs. */
export const PostedAsACompanyWithNoOtherJobs: Story = {
  args: { job: iosJobOfKuzeyMobil, companyJobs: [iosJobOfKuzeyMobil] },
  play: async (context) => {
    const { t } = storyTexts(context);
    const main = within(context.canvas.getByRole('main'));
    await expect(main.getByRole('region', { name: kuzeyMobil.name })).toBeVisible();
    await expect(
      main.queryByRole('heading', {
        name: t('jobCompany.otherJobs', { company: kuzeyMobil.name }),
      }),
    ).toBeNull();
  },
};

export const PostedAsACompanyWithNoOtherJobsMobile: Story = {
  ...PostedAsACompanyWithNoOtherJobs,
  ...onMobile,
};

/**
 * A deep link or a reload: the job is on its way. The detail's card with blocks where its title,
 * facts, badges, 'Başvur' and description will be; screen readers hear one status.
 */
export const Loading: Story = {
  args: { job: undefined, loading: true },
  play: async (context) => {
    const { canvas } = context;
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(storyTexts(context).t('detailScreen.loading'));
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
    await expect(
      canvas.queryByRole('link', { name: storyTexts(context).t('applyAction.apply') }),
    ).toBeNull();
  },
};

export const LoadingMobile: Story = { ...Loading, ...onMobile };

/**
 * The job did not arrive: the server failed or could not be reached (a 404 is `UnknownJob`). What
 * and why in place of the detail, and a retry, which asks again.
 */
export const Failed: Story = {
  args: { job: undefined, failed: failedLoad('error.unreachable') },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByText(t('detailScreen.loadFailed'))).toBeVisible();
    await expect(canvas.getByText(t('error.unreachable'))).toBeVisible();
    await expect(canvas.queryByText(t('jobDetail.notFound'))).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('loadFailed.retry') }));
    await expect(args.failed?.onRetry).toHaveBeenCalledOnce();
  },
};

export const FailedMobile: Story = { ...Failed, ...onMobile };

/** Asked again: the reason stays while the retry is on its way, its button waiting. */
export const FailedRetrying: Story = {
  args: { job: undefined, failed: failedLoad('error.failed', true) },
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(context.canvas.getByText(t('error.failed'))).toBeVisible();
    await expect(
      context.canvas.getByRole('button', { name: t('loadFailed.retrying') }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};

export const FailedRetryingMobile: Story = { ...FailedRetrying, ...onMobile };

/** On a phone the action comes right under the badges, before the description. */
export const SignedOutMobile: Story = {
  ...onMobile,
  args: asVisitor,
  play: async (context) => {
    await expectApplyAboveTheFold(context, storyTexts(context).t('applyAction.apply'));
  },
};

/** A member: their menu in the header; the job not saved yet, 'Başvur' to the board's form. */
export const SignedIn: Story = {
  ...signedIn,
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(
      context.canvas.getByRole('button', { name: t('saveToggle.save'), pressed: false }),
    ).toBeVisible();
    await expect(await expectApplyAboveTheFold(context, t('applyAction.apply'))).toHaveAttribute(
      'href',
      hrefs.apply(vueJob.slug),
    );
  },
};

export const SignedInMobile: Story = { ...SignedIn, ...onMobile };

/** A slug no loaded job has: the empty detail, not a blank page. */
export const UnknownJob: Story = {
  args: { job: undefined },
  play: async (context) => {
    await expect(
      context.canvas.getByText(storyTexts(context).t('jobDetail.notFound')),
    ).toBeVisible();
  },
};

export const UnknownJobMobile: Story = { ...UnknownJob, ...onMobile };

/** A member's saved job: the toggle pressed beside the title. */
export const SignedInSaved: Story = {
  ...signedIn,
  args: { saved: true, onToggleSave: fn() },
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(
      context.canvas.getByRole('button', { name: t('saveToggle.save'), pressed: true }),
    ).toBeVisible();
  },
};

export const SignedInSavedMobile: Story = { ...SignedInSaved, ...onMobile };

/**
 * An expired posting: the notice, no 'Başvur' but a line that it takes no more applications, no
 * JobPosting data for search engines, and similar jobs to go on with under it.
 */
export const Expired: Story = {
  ...signedIn,
  args: {
    job: expiredJob,
    saved: true,
    onToggleSave: fn(),
    similarJobs: <SimilarJobs jobs={[backendJob, iosJob]} />,
  },
  play: async (context) => {
    const { canvas, canvasElement } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByRole('status')).toHaveTextContent(t('jobDetail.expired'));
    await expect(canvas.getByText(t('applyAction.closed'))).toBeVisible();
    await expect(canvas.queryByRole('link', { name: t('applyAction.apply') })).toBeNull();
    await expect(canvasElement.querySelector('script[type="application/ld+json"]')).toBeNull();
    const similar = within(canvas.getByRole('region', { name: t('similarJobs.heading') }));
    await expect(similar.getByRole('link', { name: backendJob.title })).toHaveAttribute(
      'href',
      hrefs.detail(backendJob.slug),
    );
  },
};

export const ExpiredMobile: Story = { ...Expired, ...onMobile };

/** The JobPosting data of a posting that takes applications elsewhere: no direct application. */
function expectDirectApply(context: Context, directApply: boolean) {
  const script = context.canvasElement.querySelector('script[type="application/ld+json"]');
  return expect(JSON.parse(script?.textContent ?? '{}')).toMatchObject({ directApply });
}

/** Applications on the company's careers page: 'Başvur' opens it in a new tab. */
export const ApplyAtAnAddress: Story = {
  ...signedIn,
  args: { job: urlJob },
  play: async (context) => {
    const { t } = storyTexts(context);
    const link = await expectApplyAboveTheFold(
      context,
      `${t('applyAction.apply')} ${t('applyAction.newTab')}`,
    );
    await expect(link).toHaveAttribute('href', urlJob.apply_to);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener');
    await expectDirectApply(context, false);
  },
};

export const ApplyAtAnAddressMobile: Story = { ...ApplyAtAnAddress, ...onMobile };

/** Applications by email: 'Başvur' prepares a mail with the job's title as its subject. */
export const ApplyByEmail: Story = {
  args: { job: emailJob },
  play: async (context) => {
    const link = await expectApplyAboveTheFold(context, storyTexts(context).t('applyAction.apply'));
    await expect(link).toHaveAttribute(
      'href',
      `mailto:ik@kuzeymobil.com.tr?subject=${encodeURIComponent(emailJob.title)}`,
    );
    await expectDirectApply(context, false);
  },
};

export const ApplyByEmailMobile: Story = { ...ApplyByEmail, ...onMobile };

/** The member posted it: their applications and the edit form instead of 'Başvur'. */
export const OwnPosting: Story = {
  ...signedIn,
  args: { ownPosting: true },
  play: async (context) => {
    const { t } = storyTexts(context);
    const link = await expectApplyAboveTheFold(context, t('applyAction.applicants'));
    await expect(link).toHaveAttribute('href', hrefs.applicants(vueJob.slug));
    await expect(context.canvas.getByRole('link', { name: t('applyAction.edit') })).toHaveAttribute(
      'href',
      hrefs.editJob(vueJob.slug),
    );
    await expect(context.canvas.queryByRole('link', { name: t('applyAction.apply') })).toBeNull();
    await expectDirectApply(context, true);
  },
};

export const OwnPostingMobile: Story = { ...OwnPosting, ...onMobile };

const takenDownReason = 'Başvuru için ücret istiyor';

/**
 * Its poster opens their posting a moderator took down: that it was, and why; nothing to save,
 * apply to or report, but their applicants; no JobPosting data.
 */
export const OwnPostingTakenDown: Story = {
  ...signedIn,
  args: {
    job: { ...vueJob, moderation: 'hidden', moderation_reason: takenDownReason },
    ownPosting: true,
    saved: false,
    onToggleSave: fn(),
    report: { open: false, onOpenChange: fn(), onSend: fn() },
  },
  play: async (context) => {
    const { canvas, canvasElement } = context;
    const { t } = storyTexts(context);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(t('jobDetail.takenDown'));
    await expect(status).toHaveTextContent(
      t('jobDetail.takenDownReason', { reason: takenDownReason }),
    );
    await expect(canvas.getByRole('link', { name: t('applyAction.applicants') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('saveToggle.save') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('moderation.reportAction') })).toBeNull();
    await expect(canvasElement.querySelector('script[type="application/ld+json"]')).toBeNull();
  },
};

export const OwnPostingTakenDownMobile: Story = { ...OwnPostingTakenDown, ...onMobile };

/**
 * A moderator opens a posting awaiting approval from the queue: that it waits, and nothing to
 * apply to, save or report.
 */
export const AwaitingApproval: Story = {
  ...signedIn,
  args: {
    job: { ...vueJob, moderation: 'pending' },
    onToggleSave: fn(),
    report: { open: false, onOpenChange: fn(), onSend: fn() },
  },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByRole('status')).toHaveTextContent(t('jobDetail.awaitingApproval'));
    await expect(canvas.queryByRole('link', { name: t('applyAction.apply') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('saveToggle.save') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('moderation.reportAction') })).toBeNull();
  },
};

export const AwaitingApprovalMobile: Story = { ...AwaitingApproval, ...onMobile };

/** The member applied three days ago: when, and the way to 'Başvurularım'. */
export const Applied: Story = {
  ...signedIn,
  args: { appliedAt, saved: true, onToggleSave: fn() },
  play: async (context) => {
    const { t, language } = storyTexts(context);
    await expect(
      context.canvas.getByText(
        t('applyAction.applied', { when: relativePostingTime(new Date(appliedAt), now, language) }),
      ),
    ).toBeVisible();
    const link = await expectApplyAboveTheFold(context, t('applyAction.myApplications'));
    await expect(link).toHaveAttribute('href', hrefs.myApplications());
  },
};

export const AppliedMobile: Story = { ...Applied, ...onMobile };

/**
 * The app's 'Bildir', quietly under the description, for anyone but the poster: a link to the
 * job's report page, which the page's script turns into its dialog.
 */
export const WithReport: Story = {
  args: { report: { open: false, onOpenChange: fn(), onSend: fn() } },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const link = canvas.getByRole('link', {
      name: storyTexts(context).t('moderation.reportAction'),
    });
    await expect(link).toHaveAttribute('href', hrefs.report(vueJob.slug));
    await userEvent.click(link);
    await expect(args.report?.onOpenChange).toHaveBeenCalledWith(true);
  },
};

/** Its dialog on a phone: a reason to choose and a note to add, over the detail. */
export const ReportDialogMobile: Story = {
  ...onMobile,
  args: { report: { open: true, onOpenChange: fn(), onSend: fn() } },
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(
      await within(context.canvasElement.ownerDocument.body).findByRole('dialog', {
        name: t('moderation.reportTitle'),
      }),
    ).toBeVisible();
  },
};

/**
 * A don't for the guidance page: a failed load (`failed` not passed) shown as the unknown
 * posting. The reader is told the job is gone, with nothing to try again.
 */
export const DontFailureAsUnknownJob: Story = {
  args: { job: undefined },
  play: (context) =>
    expectFailureShownAs(
      context,
      context.canvas.getByText(storyTexts(context).t('jobDetail.notFound')),
    ),
};
