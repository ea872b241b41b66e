import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  expiredApplication,
  manyMyApplications,
  myApplications,
  removedApplication,
  withdrawnApplication,
} from '../storybook/applications';
import { expectRetryOfFailedLoad, failedLoad, failureInStoryLanguage } from '../storybook/failures';
import { now } from '../storybook/fixtures';
import { myApplicationsControl } from '../storybook/memberChoices';
import { inPageFrame, signedIn } from '../storybook/pageFrame';
import { myAnsweredApplication } from '../storybook/screening';
import { onDesktop, onMobile } from '../storybook/viewports';
import { storyTexts } from '../texts/storyTexts';
import { MyApplicationsScreen } from './MyApplicationsScreen';

const meta = {
  title: 'Screens/MyApplicationsScreen',
  component: MyApplicationsScreen,
  decorators: [inPageFrame],
  parameters: { frame: 'bare' },
  ...onDesktop,
  argTypes: { applications: myApplicationsControl },
  args: {
    signedIn: true,
    applications: myApplications,
    now,
    onDownloadCv: fn(),
    onWithdraw: fn(),
  },
} satisfies Meta<typeof MyApplicationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One application of each status: new, reviewed, interview, not selected (to an expired job). */
export const EachStatus: Story = {
  ...signedIn,
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('myApplications.title') }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
  },
};

export const EachStatusMobile: Story = { ...signedIn, ...onMobile };

/**
 * Twelve applications of mixed statuses, one to an expired job; long notes folded. On a phone an
 * entry looks as in EachStatusMobile; twelve of them would be taller than a screenshot can be.
 */
export const Many: Story = {
  ...signedIn,
  args: { applications: manyMyApplications() },
  play: async (context) => {
    const { canvas } = context;
    await expect(canvas.getAllByRole('article')).toHaveLength(12);
    await expect(
      canvas.getAllByRole('button', {
        name: storyTexts(context).t('applicationNote.showMore'),
        expanded: false,
      }),
    ).toHaveLength(3);
  },
};

const withAnswers = {
  ...signedIn,
  args: { applications: [myAnsweredApplication, ...myApplications.slice(1, 2)] },
} satisfies Story;

/**
 * An application to a job that asked screening questions: 'Yanıtlarınız' lists each question and
 * the member's answer, a yes/no in words, and nothing of what the poster counts against them.
 */
export const WithAnswers: Story = {
  ...withAnswers,
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    const entry = within(
      canvas.getByRole('article', { name: myAnsweredApplication.posting.title }),
    );
    await expect(entry.getByText(t('myApplications.answers'))).toBeVisible();
    await expect(canvas.getAllByText(t('myApplications.answers'))).toHaveLength(1);
    await expect(canvas.queryByText(t('applicants.disqualified'))).toBeNull();
  },
};

export const WithAnswersMobile: Story = { ...withAnswers, ...onMobile };

const takenDownAndExpired = {
  ...signedIn,
  args: { applications: [removedApplication, expiredApplication] },
} satisfies Story;

/** A job its poster took down, then one that expired: each says so. */
export const TakenDownAndExpired: Story = {
  ...takenDownAndExpired,
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByText(t('myApplications.removed'))).toBeVisible();
    await expect(canvas.getByText(t('myApplications.expired'))).toBeVisible();
  },
};

export const TakenDownAndExpiredMobile: Story = { ...takenDownAndExpired, ...onMobile };

const withdrawn = {
  ...signedIn,
  args: { applications: [myApplications[0], withdrawnApplication].filter((shown) => !!shown) },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByText(t('myApplications.withdrawn'))).toBeVisible();
    await expect(
      canvas.getAllByRole('button', { name: t('withdrawApplication.button') }),
    ).toHaveLength(1);
  },
} satisfies Story;

/** An application withdrawn, in grey with its stages, under one that can still be withdrawn. */
export const Withdrawn: Story = withdrawn;

export const WithdrawnMobile: Story = { ...withdrawn, ...onMobile };

/** The member pressed 'Başvuruyu geri çek': asked first, on a phone, 'Vazgeç' focused. */
export const AskedToWithdrawMobile: Story = {
  ...signedIn,
  ...onMobile,
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { t } = storyTexts(context);
    const [first] = canvas.getAllByRole('button', { name: t('withdrawApplication.button') });
    await userEvent.click(first as HTMLElement);
    const page = within(context.canvasElement.ownerDocument.body);
    const title = myApplications[0]?.posting.title ?? '';
    const dialog = within(
      page.getByRole('dialog', { name: t('withdrawApplication.question', { title }) }),
    );
    await expect(
      dialog.getByRole('button', { name: t('withdrawApplication.cancel') }),
    ).toHaveFocus();
  },
};

/** The member opened the note of an application: the whole of it, line breaks kept. */
export const NoteUnfoldedMobile: Story = {
  ...signedIn,
  ...onMobile,
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { t } = storyTexts(context);
    const more = canvas.getByRole('button', { name: t('applicationNote.showMore') });
    await userEvent.click(more);
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(more).toHaveTextContent(t('applicationNote.showLess'));
  },
};

const loading = {
  ...signedIn,
  args: { applications: [], loading: true },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('myApplications.title') }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(t('myApplications.loading'));
    await expect(canvas.queryByRole('article')).toBeNull();
  },
} satisfies Story;

/** The applications on their way: the entries' shapes under the title, one status for readers. */
export const Loading: Story = loading;

export const LoadingMobile: Story = { ...loading, ...onMobile };

const empty = {
  ...signedIn,
  args: { applications: [] },
  play: async (context) => {
    await expect(
      context.canvas.getByRole('link', { name: storyTexts(context).t('myApplications.browse') }),
    ).toHaveAttribute('href', '/');
  },
} satisfies Story;

/** Nothing sent yet: a link to the list. */
export const Empty: Story = empty;

export const EmptyMobile: Story = { ...empty, ...onMobile };

const failed = {
  ...signedIn,
  args: { applications: [], failed: failedLoad('error.unreachable') },
  decorators: [failureInStoryLanguage],
  play: (context) => expectRetryOfFailedLoad(context, 'myApplications.loadFailed'),
} satisfies Story;

/** The applications did not arrive (the server could not be reached): why, and a retry. */
export const Failed: Story = failed;

export const FailedMobile: Story = { ...failed, ...onMobile };

const signedOut = {
  args: { applications: [], signedIn: false },
  play: async (context) => {
    // The page's own link, not the header's.
    const main = within(context.canvas.getByRole('main'));
    await expect(
      main.getByRole('link', { name: storyTexts(context).t('applicationLists.signIn') }),
    ).toHaveAttribute('href', '/login?next=%2Fapplications');
  },
} satisfies Story;

/** The route is not guarded: a visitor is asked to sign in, and comes back here after it. */
export const SignedOut: Story = signedOut;

export const SignedOutMobile: Story = { ...signedOut, ...onMobile };

/**
 * A don't for the guidance page: a visitor (the header offers them to sign in) given the member's
 * empty list, `signedIn` passed as true. It says they never applied, and asks nothing of them.
 */
export const DontVisitorShownEmptyList: Story = {
  args: { applications: [], signedIn: true },
  play: async (context) => {
    const { t } = storyTexts(context);
    const main = within(context.canvas.getByRole('main'));
    await expect(main.getByRole('link', { name: t('myApplications.browse') })).toBeVisible();
    await expect(main.queryByRole('link', { name: t('applicationLists.signIn') })).toBeNull();
  },
};
