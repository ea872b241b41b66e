/**
 * What the list stories share (JobList, SavedJobs and their screens): the controls that pick their
 * rows and query by name, and the failed state: `failed` with a reason named by its message id,
 * worded in the story's language by `failureInStoryLanguage` as the app's `failureMessage` words
 * it, and an `onRetry` spy a play can check.
 */
import type { MessageId } from '@job/texts';
import type { Decorator, StoryContext } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyTexts } from '../texts/storyTexts';
import { fixtureControl } from './controls';
import {
  backendJob,
  expiredJob,
  firstPage,
  iosJob,
  jobs,
  longTurkishJob,
  vueJob,
} from './fixtures';

/** The rows a designer may pick in the Controls panel. */
export const jobsControl = fixtureControl({
  'Five jobs': jobs,
  'One job': [vueJob],
  'Long Turkish title': [longTurkishJob, vueJob],
  None: [],
});

/** A member's saved jobs to pick from: expired ones stay in this list. */
export const savedJobsControl = fixtureControl({
  'Three saved, one expired': [iosJob, expiredJob, backendJob],
  'One job': [iosJob],
  'Long Turkish title': [longTurkishJob, iosJob],
  None: [],
});

/** The list's state in the address (page, search text, workplace), to pick from a list. */
export const queryControl = fixtureControl({
  'First page': firstPage,
  'Page 3': { page: 3, q: '' },
  'Search "Vue"': { page: 1, q: 'Vue' },
  'Remote only': { page: 1, q: '', workplace: 'remote' },
  'Search "Developer", on-site, page 2': { page: 2, q: 'Developer', workplace: 'on-site' },
});

/** A list's failure as a story's args give it: `{ failed: listFailure() }`. */
export function listFailure(reason: MessageId = 'error.timedOut', retrying = false) {
  return { reason, onRetry: fn(), retrying };
}

/** Words `args.failed.reason`, a message id, in the story's language; a story meta's decorator. */
export const failureInStoryLanguage: Decorator = (Story, context) => {
  const failed = context.args.failed as ReturnType<typeof listFailure> | null | undefined;
  if (!failed) return Story();
  const reason = storyTexts(context).t(failed.reason);
  return Story({ args: { ...context.args, failed: { ...failed, reason } } });
};

/** The `failed` control: loaded, or failed for one of the reasons the app gives, or retrying. */
export const failureControl = fixtureControl({
  'Loaded (no failure)': null,
  'Timed out': listFailure('error.timedOut'),
  'Server unreachable': listFailure('error.unreachable'),
  'Server failed': listFailure('error.failed'),
  'Retrying after a failure': listFailure('error.timedOut', true),
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
  const failed = context.args.failed as ReturnType<typeof listFailure>;
  await expect(scope.getByText(t(message))).toBeVisible();
  await expect(scope.getByText(t(failed.reason))).toBeVisible();
  await context.userEvent.click(scope.getByRole('button', { name: t('loadFailed.retry') }));
  await expect(failed.onRetry).toHaveBeenCalledOnce();
}
