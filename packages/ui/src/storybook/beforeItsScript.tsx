import type { Decorator } from '@storybook/react-vite';
import { renderToString } from 'react-dom/server';
import { storyTexts } from '../texts/storyTexts';
import { TextsProvider } from '../texts/TextsProvider';

/**
 * The story as a server-rendered page shows it before its script runs: the HTML react-dom/server
 * makes of it, never hydrated, so what waits for the script is seen waiting. Put it last in a
 * story's decorators, around the page frame. Its links are plain, as the server renders them.
 */
export const beforeItsScript: Decorator = (Story, context) => {
  const html = renderToString(
    <TextsProvider texts={storyTexts(context)}>
      <Story />
    </TextsProvider>,
  );
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own components' server render.
  return <div dangerouslySetInnerHTML={{ __html: html }} />;
};
