import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import {
  cvButton,
  entryOf,
  makeApplication,
  receivedApplications,
  withdrawnReceivedApplication,
} from '../../storybook/applications';
import {
  expectFailureShownAs,
  expectRetryOfFailedLoad,
  failedLoad,
  failureInStoryLanguage,
} from '../../storybook/failures';
import { iosJob, now } from '../../storybook/fixtures';
import { applicantsJobControl, receivedApplicationsControl } from '../../storybook/memberChoices';
import { storyTexts } from '../../texts/storyTexts';
import { Applicants } from './Applicants';

const [newOne, reviewed] = receivedApplications as [
  (typeof receivedApplications)[number],
  (typeof receivedApplications)[number],
];

const meta = {
  title: 'Components/Applicants',
  component: Applicants,
  argTypes: { job: applicantsJobControl, applications: receivedApplicationsControl },
  args: {
    signedIn: true,
    job: iosJob,
    applications: receivedApplications,
    now,
    onStatusChange: fn(),
    onMoveMany: fn(),
    onDownloadCv: fn(),
    onRate: fn(),
    onAddNote: fn(async () => true),
    onEditNote: fn(async () => true),
    onDeleteNote: fn(),
  },
} satisfies Meta<typeof Applicants>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * One application of each status under the posting's title (a link to its detail) and their
 * count; each applicant's address opens a mail; choosing another status reports it, choosing the
 * same one does not; a CV's button reports its application.
 */
export const EachStatus: Story = {
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByRole('link', { name: t('applicants.back') })).toHaveAttribute(
      'href',
      '/profile',
    );
    const heading = within(canvas.getByRole('heading', { level: 1, name: iosJob.title }));
    await expect(heading.getByRole('link')).toHaveAttribute('href', '/detail/ios-developer');
    await expect(
      canvas.getByText(t('applicationCount.total', { count: 4 }), { exact: false }),
    ).toHaveTextContent(
      `${t('applicationCount.total', { count: 4 })} · ${t('applicationCount.new', { count: 1 })}`,
    );

    const entry = entryOf(context.canvas, reviewed.applicant.name);
    await expect(entry.getByRole('link', { name: reviewed.applicant.email })).toHaveAttribute(
      'href',
      `mailto:${reviewed.applicant.email}`,
    );
    const status = entry.getByLabelText(t('applicants.status'));
    await expect(status).toHaveValue('reviewed');
    await userEvent.selectOptions(status, t('applicationStatus.reviewed'));
    await expect(args.onStatusChange).not.toHaveBeenCalled();
    await userEvent.selectOptions(status, t('applicationStatus.interview'));
    await expect(args.onStatusChange).toHaveBeenCalledOnce();
    await expect(args.onStatusChange).toHaveBeenCalledWith(reviewed.id, 'interview');

    await userEvent.click(
      entryOf(context.canvas, newOne.applicant.name).getByRole('button', {
        name: cvButton(t, newOne.applicant.name),
      }),
    );
    await expect(args.onDownloadCv).toHaveBeenCalledOnce();
    await expect(args.onDownloadCv).toHaveBeenCalledWith(newOne.id);
  },
};

/**
 * A status change on its way: the chosen status shows, saving, and the select takes no other
 * choice until it is done.
 */
export const StatusChanging: Story = {
  args: { changingStatusId: reviewed.id },
  play: async (context) => {
    const { args, userEvent } = context;
    const { t } = storyTexts(context);
    const entry = entryOf(context.canvas, reviewed.applicant.name);
    const status = entry.getByLabelText(t('applicants.status'));
    await expect(status).toHaveAttribute('aria-disabled', 'true');
    await expect(entry.getByRole('status')).toHaveTextContent(t('applicants.statusSaving'));
    await userEvent.selectOptions(status, t('applicationStatus.rejected'));
    await expect(args.onStatusChange).not.toHaveBeenCalled();
  },
};

/**
 * The poster chose a status and the app is saving it: the select shows the choice, not the
 * status the application still has, until the answer comes.
 */
export const ChosenWhileSaving: Story = {
  tags: ['!screenshot'],
  render: function SavingOnChoice(args) {
    const [changingStatusId, setChangingStatusId] = useState<number | null>(null);
    return (
      <Applicants
        {...args}
        changingStatusId={changingStatusId}
        onStatusChange={(id, status) => {
          args.onStatusChange(id, status);
          setChangingStatusId(id);
        }}
      />
    );
  },
  play: async (context) => {
    const { t } = storyTexts(context);
    const entry = entryOf(context.canvas, newOne.applicant.name);
    const status = entry.getByLabelText(t('applicants.status'));
    await context.userEvent.selectOptions(status, t('applicationStatus.interview'));
    await expect(context.args.onStatusChange).toHaveBeenCalledWith(newOne.id, 'interview');
    await expect(status).toHaveValue('interview');
  },
};

/** A CV on its way: its button spins, the others stay ready. */
export const Downloading: Story = {
  args: { downloadingCvId: reviewed.id },
  play: async (context) => {
    const { args, userEvent } = context;
    const { t } = storyTexts(context);
    const busy = entryOf(context.canvas, reviewed.applicant.name).getByRole('button', {
      name: cvButton(t, reviewed.applicant.name, true),
    });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(busy);
    await expect(args.onDownloadCv).not.toHaveBeenCalled();
  },
};

/** An application without a CV shows no download. */
export const WithoutCv: Story = {
  args: { applications: [makeApplication({ cv: null })] },
  play: async (context) => {
    await expect(
      context.canvas.queryByRole('button', {
        name: new RegExp(storyTexts(context).t('cvDownload.download')),
      }),
    ).toBeNull();
  },
};

/** The rated applications of the story: the interview one rated 3, the reviewed one 5. */
const rated = receivedApplications.map((application) =>
  application.status === 'interview'
    ? { ...application, rating: 3 }
    : application.status === 'reviewed'
      ? { ...application, rating: 5 }
      : application,
);

/**
 * Shown by stage and ordered as the poster chooses: one stage at a time, then every stage with the
 * best rated first and the unrated after them.
 */
export const ByStageAndRating: Story = {
  args: { applications: rated },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { t } = storyTexts(context);
    const names = () =>
      canvas.getAllByRole('article').map((entry) => entry.querySelector('h2')?.textContent);
    await userEvent.selectOptions(
      canvas.getByLabelText(t('applicants.stage')),
      t('applicationStatus.interview'),
    );
    await expect(names()).toEqual(['Can Öztürk']);
    await userEvent.selectOptions(
      canvas.getByLabelText(t('applicants.stage')),
      t('applicants.allStages'),
    );
    await userEvent.selectOptions(
      canvas.getByLabelText(t('applicants.order')),
      t('applicants.order.rating'),
    );
    await expect(names()).toEqual(['Zeynep Kaya', 'Can Öztürk', 'Mehmet Demir', 'Elif Şahin']);
  },
};

/**
 * The stage and order kept by the app (the address): the list shows them, and a choice is told
 * with the other as it is, for the app to keep.
 */
export const ArrangedByTheApp: Story = {
  args: { arrangement: { stage: 'interview', order: 'rating' }, onArrange: fn() },
  tags: ['!screenshot'],
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByLabelText(t('applicants.stage'))).toHaveValue('interview');
    await expect(canvas.getAllByRole('article')).toHaveLength(
      receivedApplications.filter(({ status }) => status === 'interview').length,
    );
    await userEvent.selectOptions(
      canvas.getByLabelText(t('applicants.order')),
      t('applicants.order.oldest'),
    );
    await expect(args.onArrange).toHaveBeenCalledWith({ stage: 'interview', order: 'oldest' });
  },
};

/** No application at the stage chosen: says so, with a way back to all of them. */
export const NoneAtTheStage: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { t } = storyTexts(context);
    await userEvent.selectOptions(
      canvas.getByLabelText(t('applicants.stage')),
      t('applicationStatus.hired'),
    );
    await expect(canvas.getByText(t('applicants.noneChosen'), { exact: false })).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('applicants.showAll') }));
    await expect(canvas.getAllByRole('article')).toHaveLength(receivedApplications.length);
    await userEvent.selectOptions(
      canvas.getByLabelText(t('applicants.stage')),
      t('applicationStatus.hired'),
    );
  },
};

/**
 * Olumsuz is asked first, naming the applicant and when they will be told: 'Vazgeç' keeps the
 * status as it was, the red button sets it.
 */
export const RejectionAsked: Story = {
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const { t } = storyTexts(context);
    const status = entryOf(canvas, reviewed.applicant.name).getByLabelText(t('applicants.status'));
    const page = within(context.canvasElement.ownerDocument.body);
    const question = t('applicants.rejectQuestion', { name: reviewed.applicant.name });
    await userEvent.selectOptions(status, t('applicationStatus.rejected'));
    await expect(page.getByRole('dialog', { name: question })).toHaveAccessibleDescription(
      t('applicants.rejectConsequence'),
    );
    await userEvent.click(page.getByRole('button', { name: t('applicants.cancelReject') }));
    await expect(args.onStatusChange).not.toHaveBeenCalled();
    await expect(status).toHaveValue('reviewed');
    await userEvent.selectOptions(status, t('applicationStatus.rejected'));
    await userEvent.click(page.getByRole('button', { name: t('applicants.confirmReject') }));
    await expect(args.onStatusChange).toHaveBeenCalledWith(reviewed.id, 'rejected');
  },
};

type Context = Parameters<NonNullable<Story['play']>>[0];

/** The bar for several at once, and one applicant's box by their name. */
function moveSeveral(context: Context) {
  const { t } = storyTexts(context);
  const bar = within(context.canvas.getByRole('group', { name: t('applicants.several') }));
  return {
    bar,
    all: bar.getByRole('checkbox', { name: t('applicants.selectAll') }),
    move: () => bar.getByRole('button', { name: t('applicants.move') }),
    picked: bar.getByRole('status'),
    boxOf: (name: string) =>
      context.canvas.getByRole('checkbox', { name: t('applicants.pick', { name }) }),
  };
}

/**
 * Several moved at once: a box on each applicant (none on one who withdrew), 'Tümünü seç' with a
 * dash while some are picked, and the count. 'Taşı' does nothing with none picked; with some, it
 * reports the picked ones and the stage chosen, and the picking starts again.
 */
export const MovingSeveral: Story = {
  args: { applications: [...receivedApplications, withdrawnReceivedApplication] },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const { t } = storyTexts(context);
    const { bar, all, move, picked, boxOf } = moveSeveral(context);
    await expect(picked).toHaveTextContent(t('applicants.picked', { count: 0 }));
    await userEvent.click(move());
    await expect(args.onMoveMany).not.toHaveBeenCalled();
    await expect(
      entryOf(canvas, withdrawnReceivedApplication.applicant.name).queryByRole('checkbox'),
    ).toBeNull();
    await userEvent.click(boxOf(reviewed.applicant.name));
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(picked).toHaveTextContent(
      t('applicants.picked', { count: receivedApplications.length }),
    );
    await userEvent.click(boxOf(newOne.applicant.name));
    await userEvent.selectOptions(
      bar.getByLabelText(t('applicants.moveTo')),
      t('applicationStatus.interview'),
    );
    await userEvent.click(move());
    const others = receivedApplications.filter(({ id }) => id !== newOne.id).map(({ id }) => id);
    await expect(args.onMoveMany).toHaveBeenCalledWith(expect.arrayContaining(others), 'interview');
    await expect(args.onMoveMany).toHaveBeenCalledOnce();
    await expect(args.onMoveMany.mock.calls[0]?.[0]).toHaveLength(others.length);
    await expect(all).not.toBeChecked();
    await expect(picked).toHaveTextContent(t('applicants.picked', { count: 0 }));
  },
};

/** Two applicants picked: their boxes ticked, 'Tümünü seç' a dash, the count said. */
export const SeveralPicked: Story = {
  play: async (context) => {
    const { t } = storyTexts(context);
    const { all, picked, boxOf } = moveSeveral(context);
    await context.userEvent.click(boxOf(newOne.applicant.name));
    await context.userEvent.click(boxOf(reviewed.applicant.name));
    await expect(all).toBePartiallyChecked();
    await expect(picked).toHaveTextContent(t('applicants.picked', { count: 2 }));
  },
};

/**
 * Olumsuz for several is asked first too, with how many: 'Vazgeç' moves nothing and keeps them
 * picked, the red button moves them.
 */
export const SeveralRejectionAsked: Story = {
  play: async (context) => {
    const { args, userEvent } = context;
    const { t } = storyTexts(context);
    const { bar, all, move } = moveSeveral(context);
    const page = within(context.canvasElement.ownerDocument.body);
    const question = t('applicants.rejectManyQuestion', { count: receivedApplications.length });
    await userEvent.click(all);
    await userEvent.selectOptions(
      bar.getByLabelText(t('applicants.moveTo')),
      t('applicationStatus.rejected'),
    );
    await userEvent.click(move());
    await expect(page.getByRole('dialog', { name: question })).toHaveAccessibleDescription(
      t('applicants.rejectManyConsequence'),
    );
    await userEvent.click(page.getByRole('button', { name: t('applicants.cancelReject') }));
    await expect(args.onMoveMany).not.toHaveBeenCalled();
    await expect(all).toBeChecked();
    await userEvent.click(move());
    await userEvent.click(page.getByRole('button', { name: t('applicants.confirmReject') }));
    await expect(args.onMoveMany).toHaveBeenCalledWith(expect.any(Array), 'rejected');
  },
};

/** A move of several on its way: 'Taşınıyor…', and a second press reports nothing. */
export const MovingSeveralSaving: Story = {
  args: { movingMany: true },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const { t } = storyTexts(context);
    const { all } = moveSeveral(context);
    await userEvent.click(all);
    const moving = canvas.getByRole('button', { name: t('applicants.moving') });
    await expect(moving).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(moving);
    await expect(args.onMoveMany).not.toHaveBeenCalled();
  },
};

/** One applicant only: nothing to move several of, so no boxes and no bar. */
export const OneApplicant: Story = {
  args: { applications: [newOne] },
  tags: ['!screenshot'],
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(context.canvas.queryByRole('checkbox')).toBeNull();
    await expect(context.canvas.queryByRole('group', { name: t('applicants.several') })).toBeNull();
  },
};

/**
 * An applicant who withdrew, beside one who did not: grey and said so, with the stages it went
 * through, no status to set and no CV; the count of new ones leaves it out.
 */
export const Withdrawn: Story = {
  args: { applications: [newOne, withdrawnReceivedApplication] },
  play: async (context) => {
    const { t } = storyTexts(context);
    const entry = entryOf(context.canvas, withdrawnReceivedApplication.applicant.name);
    await expect(entry.getByText(t('applicationStatus.withdrawn'))).toBeVisible();
    await expect(entry.getByText(t('applicants.withdrawn'))).toBeVisible();
    await expect(entry.queryByLabelText(t('applicants.status'))).toBeNull();
    await expect(
      entry.queryByRole('button', { name: new RegExp(t('cvDownload.download')) }),
    ).toBeNull();
    await expect(entry.getByRole('list', { name: t('applicationStages.label') })).toHaveTextContent(
      t('applicationStatus.reviewed'),
    );
    await expect(
      context.canvas.getByText(t('applicationCount.total', { count: 2 }), { exact: false }),
    ).toHaveTextContent(t('applicationCount.new', { count: 1 }));
  },
};

/** No applications yet: says so, and that each new one also arrives by mail. */
export const Empty: Story = {
  args: { applications: [] },
  play: async (context) => {
    await expect(context.canvas.getByText(storyTexts(context).t('applicants.none'))).toBeVisible();
    await expect(context.canvas.queryByRole('list')).toBeNull();
  },
};

/** Not this member's posting, or none at all (the API's 404): not found. */
export const NotFound: Story = {
  args: { job: undefined, applications: [] },
  play: async (context) => {
    await expect(
      context.canvas.getByRole('heading', {
        level: 1,
        name: storyTexts(context).t('notFound.heading'),
      }),
    ).toBeVisible();
  },
};

/** On their way: the way back and 'Başvurular' as the title, then the shapes of the entries. */
export const Loading: Story = {
  args: { job: undefined, applications: [], loading: true },
  play: async (context) => {
    await expect(context.canvas.getByRole('status')).toHaveTextContent(
      storyTexts(context).t('applicants.loading'),
    );
    await expect(context.canvas.queryByRole('article')).toBeNull();
  },
};

/** They did not arrive (the server failed, or did not answer): why, and a retry. */
export const Failed: Story = {
  args: { job: undefined, applications: [], failed: failedLoad('error.failed') },
  decorators: [failureInStoryLanguage],
  play: (context) => expectRetryOfFailedLoad(context, 'applicants.loadFailed'),
};

/** A visitor: asked to sign in, and brought back to this posting's applications after it. */
export const SignedOut: Story = {
  args: { signedIn: false, job: undefined, applications: [], slug: iosJob.slug },
  play: async (context) => {
    const { t } = storyTexts(context);
    const link = context.canvas.getByRole('link', { name: t('applicationLists.signIn') });
    await expect(link).toHaveAttribute(
      'href',
      '/login?next=%2Fmy-jobs%2Fios-developer%2Fapplications',
    );
    await expect(link.parentElement).toHaveTextContent(
      t('applicants.signInToSee', { signIn: t('applicationLists.signIn') }),
    );
  },
};

/**
 * A don't for the guidance page: a failed read (`failed` not passed) shown as the API's 404. The
 * poster reads that their posting is gone, with nothing to try again.
 */
export const DontFailedReadAsNotFound: Story = {
  args: { job: undefined, applications: [] },
  play: (context) =>
    expectFailureShownAs(
      context,
      context.canvas.getByRole('heading', { name: storyTexts(context).t('notFound.heading') }),
    ),
};
