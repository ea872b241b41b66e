import type { User } from '@job/contract';
import type { MessageId } from '@job/texts';
import { allTextsOf } from '@job/texts/catalogues';
import type { Decorator } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import { PageFrame } from '../components/PageFrame/PageFrame';
import type { ToastMessage } from '../components/Toaster/Toaster';
import { storyLocale, storyTexts } from '../texts/storyTexts';
import { TextsProvider } from '../texts/TextsProvider';
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
  const texts = storyTexts(context);
  const toasts = page.toasts?.map(({ id, tone, ...text }) => ({
    id,
    tone,
    title: 'message' in text ? texts.t(text.message) : text.title,
  }));
  const locale = storyLocale(context);
  return (
    // The frame reads its texts unrecorded, the screen and its toasts recorded: a screen in the
    // default whose own texts are Turkish is compared in Turkish alone, and the frame's header in
    // the default by the Header's stories (.storybook/vitest.setup.ts).
    <TextsProvider texts={allTextsOf(locale)}>
      <PageFrame
        user={page.user ?? null}
        onSignOut={page.onSignOut ?? action('sign out')}
        // The header's switch shows the story's language as the visitor's choice.
        locale={locale}
        onChooseLanguage={action('language chosen')}
        toasts={toasts}
        onDismissToast={action('toast dismissed')}
      >
        <TextsProvider texts={texts}>
          <Story />
        </TextsProvider>
      </PageFrame>
    </TextsProvider>
  );
};

/** A story of the screen as a signed-in member sees it. */
export const signedIn = { parameters: { page: { user } satisfies PageParameters } };
