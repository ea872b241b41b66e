import type { User } from '@job/contract';
import type { MessageId } from '@job/texts';
import type { Decorator } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import { PageFrame } from '../components/PageFrame/PageFrame';
import type { ToastMessage } from '../components/Toaster/Toaster';
import { storyLocale, storyTexts } from '../texts/storyTexts';
import { user } from './fixtures';

/** What a screen story says about the frame around it: `parameters: { page: { user } }`. */
export interface PageParameters {
  /** The signed-in member; signed out when left out. */
  user?: User;
  toasts?: StoryToast[];
  /** A spy for the header's Sign Out, for a play function to check. */
  onSignOut?: () => void;
}

/** A toast on the page: its title as written, or a message, shown in the story's language. */
export type StoryToast = Omit<ToastMessage, 'title'> & ({ title: string } | { message: MessageId });

/**
 * Screens are the content of the app's one PageFrame (the app keeps it mounted across routes), so
 * their stories render them inside the same frame: the screenshot is the page that ships.
 */
export const inPageFrame: Decorator = (Story, context) => {
  const page: PageParameters = context.parameters.page ?? {};
  const { t } = storyTexts(context);
  const toasts = page.toasts?.map(({ id, tone, ...text }) => ({
    id,
    tone,
    title: 'message' in text ? t(text.message) : text.title,
  }));
  return (
    <PageFrame
      user={page.user ?? null}
      onSignOut={page.onSignOut ?? action('sign out')}
      // The header's switch shows the story's language as the visitor's choice.
      locale={storyLocale(context)}
      onChooseLanguage={action('language chosen')}
      toasts={toasts}
      onDismissToast={action('toast dismissed')}
    >
      <Story />
    </PageFrame>
  );
};

/** A story of the screen as a signed-in member sees it. */
export const signedIn = { parameters: { page: { user } satisfies PageParameters } };
