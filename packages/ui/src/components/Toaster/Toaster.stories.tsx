import { hrefs } from '@job/contract';
import type { MessageId } from '@job/texts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { storyTexts, textArgs } from '../../texts/storyTexts';
import { uiLimits } from '../../uiLimits';
import { Toaster, type ToastMessage } from './Toaster';

const meta = {
  title: 'Components/Toaster',
  component: Toaster,
  args: { toasts: [], onDismiss: fn() },
  // The toasts render in a viewport fixed to the page's corner: capture the whole page. On the
  // docs page each story's box is that corner: tall enough for its toasts.
  parameters: { screenshot: { target: 'page' }, docs: { story: { height: '220px' } } },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A toast of spec section 8 by its message, shown in the story's language. */
type StoryToast = Omit<ToastMessage, 'title'> & { message: MessageId };

/** The story's toasts with their titles in its language, as the app's would be. */
const toastArgs = (toasts: readonly StoryToast[]) =>
  textArgs(({ t }) => ({
    toasts: toasts.map(({ message, ...toast }) => ({ ...toast, title: t(message) })),
  }));

/**
 * A story showing one toast of spec section 8; its play checks the text is shown and that the
 * toast reports its end once `uiLimits.toastDuration` has passed, not before. The clock starts in
 * a loader, before the story renders and so before the toast's timer: timed from the play instead,
 * a busy machine's slow first render ate into the measured time and failed the story.
 */
function showsFor(toast: StoryToast): Story {
  return {
    decorators: [toastArgs([toast])],
    loaders: [() => ({ renderStartedAt: performance.now() })],
    play: async (context) => {
      const { args, loaded } = context;
      const title = storyTexts(context).t(toast.message);
      await expect(await screen.findByText(title)).toBeVisible();
      await expect(args.onDismiss).not.toHaveBeenCalled();
      await waitFor(() => expect(args.onDismiss).toHaveBeenCalledWith(toast.id), {
        timeout: uiLimits.toastDuration * 3,
      });
      // Radix restarts a paused timer from whole milliseconds: allow that rounding, nothing more.
      await expect(performance.now() - loaded.renderStartedAt).toBeGreaterThanOrEqual(
        uiLimits.toastDuration - 5,
      );
      await expect(args.onDismiss).toHaveBeenCalledOnce();
    },
  };
}

export const Registered = showsFor({
  id: 'registered',
  message: 'toast.registered',
  tone: 'success',
});

export const RegistrationFailed = showsFor({
  id: 'registration-failed',
  message: 'toast.registrationFailed',
  tone: 'error',
});

export const LoggedIn = showsFor({ id: 'logged-in', message: 'toast.signedIn', tone: 'success' });

export const LoginFailed = showsFor({
  id: 'login-failed',
  message: 'toast.signInFailed',
  tone: 'error',
});

export const LoggedOut = showsFor({
  id: 'logged-out',
  message: 'toast.signedOut',
  tone: 'success',
});

export const JobCreated = showsFor({
  id: 'job-created',
  message: 'toast.jobPosted',
  tone: 'success',
});

/**
 * A posting just made, with the way to it: the link is the toast's action, and the toast stays
 * `uiLimits.toastWithActionDuration` so a hand reaches it, not the spec's 1500 ms.
 */
export const JobCreatedWithLink: Story = {
  decorators: [
    textArgs(({ t }) => ({
      toasts: [
        {
          id: 'job-created',
          title: t('toast.jobPosted'),
          tone: 'success',
          link: { href: hrefs.detail('senior-designer'), label: t('toast.viewPosting') },
        },
      ],
    })),
  ],
  play: async (context) => {
    const { args } = context;
    const { t } = storyTexts(context);
    const link = await screen.findByRole('link', { name: t('toast.viewPosting') });
    await expect(link).toHaveAttribute('href', hrefs.detail('senior-designer'));
    await new Promise((resolve) => setTimeout(resolve, uiLimits.toastDuration * 2));
    await expect(args.onDismiss).not.toHaveBeenCalled();
    await expect(link).toBeVisible();
  },
};

/**
 * An applicant's status just changed, with its undo: the action runs and closes the toast, which
 * stays `uiLimits.toastWithActionDuration` until then (the applicant's mail waits a minute for it).
 */
const undoStatus = fn().mockName('undoStatus');

export const StatusChangedWithUndo: Story = {
  decorators: [
    textArgs(({ t }) => ({
      toasts: [
        {
          id: 'status-set',
          title: t('toast.applicationStatusSet', { status: t('applicationStatus.rejected') }),
          tone: 'success',
          action: { label: t('toast.undoStatus'), onAction: undoStatus },
        },
      ],
    })),
  ],
  play: async (context) => {
    const { args, userEvent } = context;
    const { t } = storyTexts(context);
    const undo = await screen.findByRole('button', { name: t('toast.undoStatus') });
    await new Promise((resolve) => setTimeout(resolve, uiLimits.toastDuration * 2));
    await expect(args.onDismiss).not.toHaveBeenCalled();
    await userEvent.click(undo);
    await expect(undoStatus).toHaveBeenCalledOnce();
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledWith('status-set'));
  },
};

/** Several at once stack in the corner; the close button dismisses the one it belongs to. */
export const ClosedByButton: Story = {
  decorators: [
    toastArgs([
      { id: 'logged-out', message: 'toast.signedOut', tone: 'success' },
      { id: 'login-failed', message: 'toast.signInFailed', tone: 'error' },
    ]),
  ],
  play: async (context) => {
    const { args, userEvent } = context;
    const { t } = storyTexts(context);
    const failure = await screen.findByText(t('toast.signInFailed'));
    const toast = failure.closest('li');
    if (!toast) throw new Error('The toast is not a list item of the viewport');
    await userEvent.click(within(toast).getByRole('button', { name: t('toaster.close') }));
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledWith('login-failed'));
    await expect(args.onDismiss).not.toHaveBeenCalledWith('logged-out');
  },
};

/** An English reader's toasts: the spec's Turkish ones in English, closed with 'Close'. */
export const InEnglish: Story = {
  globals: { locale: 'en' },
  decorators: [toastArgs([{ id: 'logged-in', message: 'toast.signedIn', tone: 'success' }])],
  play: async () => {
    const toast = (await screen.findByText('Signed in')).closest('li');
    if (!toast) throw new Error('The toast is not a list item of the viewport');
    await expect(within(toast).getByRole('button', { name: 'Close' })).toBeVisible();
    await expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument();
  },
};

/**
 * A don't for the guidance page: an instruction the reader must act on, as a toast. It is gone in
 * 1.5 s, before it is read; the job form shows it as a VerificationNotice that stays.
 */
export const DontInstructionAsToast: Story = {
  decorators: [toastArgs([{ id: 'verify-first', message: 'api.verifyFirst', tone: 'error' }])],
  play: async (context) => {
    await screen.findByText(storyTexts(context).t('api.verifyFirst'));
  },
};
