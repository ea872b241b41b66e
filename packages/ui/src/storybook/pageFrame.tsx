import type { User } from '@job/contract';
import type { Decorator } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import { PageFrame } from '../components/PageFrame/PageFrame';
import type { ToastMessage } from '../components/Toaster/Toaster';
import { user } from './fixtures';

/** What a screen story says about the frame around it: `parameters: { page: { user } }`. */
export interface PageParameters {
  /** The signed-in member; signed out when left out. */
  user?: User;
  toasts?: ToastMessage[];
  /** A spy for the header's Sign Out, for a play function to check. */
  onSignOut?: () => void;
}

/**
 * Screens are the content of the app's one PageFrame (the app keeps it mounted across routes), so
 * their stories render them inside the same frame: the screenshot is the page that ships.
 */
export const inPageFrame: Decorator = (Story, { parameters }) => {
  const page: PageParameters = parameters.page ?? {};
  return (
    <PageFrame
      user={page.user ?? null}
      onSignOut={page.onSignOut ?? action('sign out')}
      toasts={page.toasts}
      onDismissToast={action('toast dismissed')}
    >
      <Story />
    </PageFrame>
  );
};

/** A story of the screen as a signed-in member sees it. */
export const signedIn = { parameters: { page: { user } satisfies PageParameters } };
