import type { MessageId } from '@job/texts';
import type { Decorator } from '@storybook/react-vite';
import type { LoadFailure } from '../components/LoadFailed/LoadFailed';
import { storyTexts } from '../texts/storyTexts';

/**
 * A screen's failed load in the story's language: the story's `loadFailed` arg (its `onRetry` spy,
 * which a play checks) given the reason the app's `failureMessage` would give, such as
 * 'error.unreachable' for a dropped connection.
 *
 * ```ts
 * export const Failed: Story = {
 *   args: { loadFailed: { onRetry: fn() } },
 *   decorators: [failedBecause('error.failed')],
 * };
 * ```
 */
export function failedBecause(reason: MessageId): Decorator {
  return (Story, context) => {
    const loadFailed: LoadFailure = {
      ...(context.args.loadFailed as LoadFailure),
      reason: storyTexts(context).t(reason),
    };
    return Story({ args: { ...context.args, loadFailed } });
  };
}
