/**
 * A screen's or list's failed load in stories: `failed` with a reason named by its message id,
 * worded in the story's language by `failureInStoryLanguage` as the app's `failureMessage` words
 * it, an `onRetry` spy a play checks with `expectRetryOfFailedLoad`, and the Controls' choice.
 */
import type { MessageId } from '@job/texts';
import type { Decorator, StoryContext } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyTexts } from '../texts/storyTexts';
import { fixtureControl } from './controls';

/** A failed load as a story's args give it: `{ failed: failedLoad('error.unreachable') }`. */
export function failedLoad(reason: MessageId = 'error.timedOut', retrying = false) {
  return { reason, onRetry: fn(), retrying };
}

/**
 * Words the reason of each failure arg named (a message id) in the story's language, for a screen
 * with more than one load (a company and its jobs); a story meta's decorator.
 */
export function failuresInStoryLanguage(names: readonly string[]): Decorator {
  return (Story, context) => {
    const { t } = storyTexts(context);
    const args = { ...context.args };
    for (const name of names) {
      const failed = args[name] as ReturnType<typeof failedLoad> | null | undefined;
      if (failed) args[name] = { ...failed, reason: t(failed.reason) };
    }
    return Story({ args });
  };
}

/** Words `args.failed.reason`, a message id, in the story's language; a story meta's decorator. */
export const failureInStoryLanguage: Decorator = failuresInStoryLanguage(['failed']);

/** The `failed` control: loaded, or failed for one of the reasons the app gives, or retrying. */
export const failureControl = fixtureControl({
  'Loaded (no failure)': null,
  'Timed out': failedLoad('error.timedOut'),
  'Server unreachable': failedLoad('error.unreachable'),
  'Server failed': failedLoad('error.failed'),
  'Retrying after a failure': failedLoad('error.timedOut', true),
});

type FailedPlayContext = Pick<StoryContext, 'args' | 'canvas' | 'userEvent' | 'globals'>;

/**
 * A failed load's play: what did not load (`message`), why (`args.failed.reason`, in the story's
 * language) and a retry that calls `args.failed.onRetry`; `scope` narrows it to its part of a page.
 */
export async function expectRetryOfFailedLoad(
  context: FailedPlayContext,
  message: MessageId,
  scope: Pick<StoryContext['canvas'], 'getByText' | 'getByRole'> = context.canvas,
) {
  const { t } = storyTexts(context);
  const failed = context.args.failed as ReturnType<typeof failedLoad>;
  await expect(scope.getByText(t(message))).toBeVisible();
  await expect(scope.getByText(t(failed.reason))).toBeVisible();
  await context.userEvent.click(scope.getByRole('button', { name: t('loadFailed.retry') }));
  await expect(failed.onRetry).toHaveBeenCalledOnce();
}

/**
 * A don't's play: a failed load shown as another state, an empty list or 'not found'. That
 * state (`shown`, one of its parts) stands where the failure should, and nothing offers to try
 * again.
 */
export async function expectFailureShownAs(
  context: Pick<StoryContext, 'canvas' | 'globals'>,
  shown: HTMLElement,
) {
  await expect(shown).toBeVisible();
  const { t } = storyTexts(context);
  await expect(context.canvas.queryByRole('button', { name: t('loadFailed.retry') })).toBeNull();
}
