/** The profile's tabs in a screen's play: which part they mark as the page shown. */
import type { MessageId } from '@job/texts';
import type { StoryContext } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyTexts } from '../texts/storyTexts';

/** The tab of `label` is the current page's, and the only one marked so. */
export async function expectCurrentProfilePart(
  context: Pick<StoryContext, 'canvas' | 'globals'>,
  label: MessageId,
) {
  const { t } = storyTexts(context);
  const nav = within(context.canvas.getByRole('navigation', { name: t('profileNav.label') }));
  await expect(nav.getAllByRole('link')).toHaveLength(8);
  await expect(nav.getByRole('link', { current: 'page' })).toHaveTextContent(t(label));
}
