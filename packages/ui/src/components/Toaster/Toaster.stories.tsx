import { toasts } from '@job/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { uiLimits } from '../../uiLimits';
import { Toaster, type ToastMessage } from './Toaster';

const meta = {
  title: 'Components/Toaster',
  component: Toaster,
  args: { toasts: [], onDismiss: fn() },
  // The toasts render in a viewport fixed to the page's corner: capture the whole page.
  parameters: { screenshot: { target: 'page' } },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A story showing one toast of spec section 8; its play checks the text is shown and that the
 * toast reports its end once `uiLimits.toastDuration` has passed, not before. The clock starts in
 * a loader, before the story renders and so before the toast's timer: timed from the play instead,
 * a busy machine's slow first render ate into the measured time and failed the story.
 */
function showsFor(toast: ToastMessage): Story {
  return {
    args: { toasts: [toast] },
    loaders: [() => ({ renderStartedAt: performance.now() })],
    play: async ({ args, loaded }) => {
      await expect(await screen.findByText(toast.title)).toBeVisible();
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

export const Registered = showsFor({ id: 'registered', title: toasts.registered, tone: 'success' });

export const RegistrationFailed = showsFor({
  id: 'registration-failed',
  title: toasts.registrationFailed,
  tone: 'error',
});

export const LoggedIn = showsFor({ id: 'logged-in', title: toasts.loggedIn, tone: 'success' });

export const LoginFailed = showsFor({
  id: 'login-failed',
  title: toasts.loginFailed,
  tone: 'error',
});

export const LoggedOut = showsFor({ id: 'logged-out', title: toasts.loggedOut, tone: 'success' });

export const JobCreated = showsFor({
  id: 'job-created',
  title: toasts.jobCreated,
  tone: 'success',
});

/** Several at once stack in the corner; the close button dismisses the one it belongs to. */
export const ClosedByButton: Story = {
  args: {
    toasts: [
      { id: 'logged-out', title: toasts.loggedOut, tone: 'success' },
      { id: 'login-failed', title: toasts.loginFailed, tone: 'error' },
    ],
  },
  play: async ({ args, userEvent }) => {
    const failure = await screen.findByText(toasts.loginFailed);
    const toast = failure.closest('li');
    if (!toast) throw new Error('The toast is not a list item of the viewport');
    await userEvent.click(within(toast).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledWith('login-failed'));
    await expect(args.onDismiss).not.toHaveBeenCalledWith('logged-out');
  },
};
