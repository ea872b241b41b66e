import { limits } from '@job/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import {
  backendSearch,
  fullSavedSearches,
  goSearch,
  reactSearch,
  savedSearches,
} from '../../storybook/alerts';
import {
  expectFailureShownAs,
  expectRetryOfFailedLoad,
  failedLoad,
  failureInStoryLanguage,
} from '../../storybook/failures';
import { storyTexts } from '../../texts/storyTexts';
import { longPostingDate } from '../PostedDate/relativeTime';
import { MyAlerts } from './MyAlerts';

const meta = {
  title: 'Components/MyAlerts',
  component: MyAlerts,
  args: {
    alerts: savedSearches,
    onRename: fn(),
    onFrequencyChange: fn(),
    onPausedChange: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof MyAlerts>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

type Action = 'alerts.pause' | 'alerts.resume' | 'alerts.rename' | 'alerts.delete';

/** The accessible name of an action on a search, its word then its name: 'Pause: "react"'. */
function action(context: Context, id: Action, name: string = reactSearch.name) {
  const escapedName = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${storyTexts(context).t(id)}\\W+${escapedName}$`);
}

/**
 * Each search with when it last mailed (or that it has not yet) and its matches; the paused one
 * marked and offering Resume; the frequency switched and a search paused tell the app.
 */
export const Several: Story = {
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const { t, language } = storyTexts(context);
    const [react, backend, go] = canvas.getAllByRole('article');
    await expect(react).toHaveTextContent(
      t('alerts.lastSent', {
        date: longPostingDate(new Date(reactSearch.last_sent_at ?? ''), language),
      }),
    );
    await expect(react).toHaveTextContent(t('alerts.matched', { count: 12 }));
    await expect(react).not.toHaveTextContent(t('alerts.paused'));
    await expect(backend).toHaveTextContent(t('alerts.paused'));
    await expect(go).toHaveTextContent(t('alerts.neverSent'));
    await expect(go).toHaveTextContent(t('alerts.matched', { count: 0 }));
    await userEvent.click(canvas.getByRole('button', { name: action(context, 'alerts.pause') }));
    await expect(args.onPausedChange).toHaveBeenCalledWith(reactSearch.id, true);
    await userEvent.click(
      canvas.getByRole('button', { name: action(context, 'alerts.resume', backendSearch.name) }),
    );
    await expect(args.onPausedChange).toHaveBeenCalledWith(backendSearch.id, false);
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: `${t('alerts.frequency')}: ${goSearch.name}` }),
      t('saveSearch.daily'),
    );
    await expect(args.onFrequencyChange).toHaveBeenCalledWith(goSearch.id, 'daily');
  },
};

/**
 * The member's address is not verified: above the searches, that they mail nothing until it is,
 * and the resend of the verification mail.
 */
export const WaitingForVerification: Story = {
  args: { waitingForVerification: { onResend: fn(), resendState: 'idle' } },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByText(t('alerts.waiting'))).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(savedSearches.length);
    await userEvent.click(canvas.getByRole('button', { name: t('verification.resend') }));
    await expect(args.waitingForVerification?.onResend).toHaveBeenCalledOnce();
  },
};

/** As many searches as a member may keep: under them, that one goes before another is saved. */
export const Full: Story = {
  args: { alerts: fullSavedSearches },
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(context.canvas.getAllByRole('article')).toHaveLength(limits.alertsPerMember);
    await expect(
      context.canvas.getByText(t('alerts.full', { max: limits.alertsPerMember })),
    ).toBeVisible();
  },
};

/**
 * Rename puts the name in a field in place: Escape keeps it and gives the focus back; a new name is
 * told trimmed; an emptied one is told as null, for the criteria in words again.
 */
export const RenameInPlace: Story = {
  tags: ['!screenshot'],
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const { t } = storyTexts(context);
    const rename = () => canvas.getByRole('button', { name: action(context, 'alerts.rename') });
    const field = () => canvas.getByRole('textbox', { name: t('alerts.nameLabel') });
    await userEvent.click(rename());
    await expect(field()).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(rename()).toHaveFocus();
    await userEvent.click(rename());
    await userEvent.clear(field());
    await userEvent.type(field(), '  React işleri {Enter}');
    await expect(args.onRename).toHaveBeenCalledWith(reactSearch.id, 'React işleri');
    await userEvent.click(rename());
    await userEvent.clear(field());
    await userEvent.click(canvas.getByRole('button', { name: t('alerts.saveName') }));
    await expect(args.onRename).toHaveBeenLastCalledWith(reactSearch.id, null);
  },
};

/** The rename field open, as a designer reviews it. */
export const Renaming: Story = {
  args: { defaultEditing: { id: reactSearch.id, step: 'rename' } },
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(context.canvas.getByRole('textbox', { name: t('alerts.nameLabel') })).toHaveValue(
      reactSearch.name,
    );
  },
};

/** Delete asks first, with the focus on Cancel; Cancel deletes nothing; Yes deletes. */
export const DeleteAsksFirst: Story = {
  tags: ['!screenshot'],
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const { t } = storyTexts(context);
    const remove = () => canvas.getByRole('button', { name: action(context, 'alerts.delete') });
    await userEvent.click(remove());
    await expect(canvas.getByRole('button', { name: t('myPostings.cancel') })).toHaveFocus();
    // Enter on the focused Vazgeç (the browser's own Escape does the same) deletes nothing.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(remove()).toHaveFocus());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(remove());
    await userEvent.click(canvas.getByRole('button', { name: t('myPostings.confirmDelete') }));
    await expect(args.onDelete).toHaveBeenCalledWith(reactSearch.id);
  },
};

/** The confirmation dialog, named by its question. */
function deleteQuestion(context: Context) {
  const { t } = storyTexts(context);
  return context.canvas.getByRole('dialog', {
    name: t('alerts.deleteQuestion', { name: reactSearch.name }),
  });
}

export const DeleteConfirmationOpen: Story = {
  // The dialog shows in the browser's top layer, over the page: the page is captured.
  parameters: { screenshot: { target: 'page' } },
  args: { defaultEditing: { id: reactSearch.id, step: 'delete' } },
  play: async (context) => {
    await expect(deleteQuestion(context)).toBeVisible();
  },
};

/** The delete is on its way: the confirmation is busy and takes no second press. */
export const Deleting: Story = {
  // The dialog shows in the browser's top layer, over the page: the page is captured.
  parameters: { screenshot: { target: 'page' } },
  args: { deletingId: reactSearch.id },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    await expect(deleteQuestion(context).querySelector('form')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await userEvent.click(
      canvas.getByRole('button', { name: storyTexts(context).t('myPostings.deleting') }),
    );
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** A change on its way (a pause, a switch, a name): the search is busy and takes no other. */
export const Changing: Story = {
  args: { changingId: reactSearch.id },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const [react] = canvas.getAllByRole('article');
    await expect(react).toHaveAttribute('aria-busy', 'true');
    const pause = canvas.getByRole('button', { name: action(context, 'alerts.pause') });
    await userEvent.click(pause);
    await expect(args.onPausedChange).not.toHaveBeenCalled();
    // The busy state is what is reviewed, not the focus the click left: Chromium drew that ring's
    // corner a few pixels differently from run to run.
    pause.blur();
  },
};

/** On their way: the searches' shapes, one status for screen readers. */
export const Loading: Story = {
  args: { alerts: [], loading: true },
  play: async (context) => {
    await expect(context.canvas.getByRole('status')).toHaveTextContent(
      storyTexts(context).t('alerts.loading'),
    );
    await expect(context.canvas.queryByRole('article')).toBeNull();
  },
};

/** They did not arrive: why, as the app tells it, and a retry in place of the list. */
export const Failed: Story = {
  args: { alerts: [], failed: failedLoad('error.unreachable') },
  decorators: [failureInStoryLanguage],
  play: (context) => expectRetryOfFailedLoad(context, 'alerts.loadFailed'),
};

/** None yet: says how to save one. */
export const None: Story = {
  args: { alerts: [] },
  play: async (context) => {
    await expect(context.canvas.getByText(storyTexts(context).t('alerts.none'))).toBeVisible();
  },
};

/**
 * A don't for the guidance page: a failed read shown as no searches (`failed` not passed). 'No
 * saved searches yet' tells the member their alerts are gone, with nothing to try again.
 */
export const DontFailedReadAsNone: Story = {
  args: { alerts: [] },
  play: (context) =>
    expectFailureShownAs(context, context.canvas.getByText(storyTexts(context).t('alerts.none'))),
};
