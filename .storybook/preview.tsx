// The library's barrel: fonts, reset and theme load exactly as they do in the app.
import '@job/ui';
import { documentLanguage, type Locale, languageNames, languages } from '@job/texts';
import { type LinkComponent, LinkProvider, loadSanitizer, TextsProvider, vars } from '@job/ui';
import type { Preview } from '@storybook/react-vite';
import { type CSSProperties, useLayoutEffect } from 'react';
import { action } from 'storybook/actions';
import { storyLocale, storyTexts } from '../packages/ui/src/texts/storyTexts';

const logLinkClick = action('link followed');

/** Links log their target instead of navigating the preview frame away from the story. */
const StoryLink: LinkComponent = ({ href, onClick, ...props }) => (
  <a
    {...props}
    href={href}
    onClick={(event) => {
      onClick?.(event);
      event.preventDefault();
      logLinkClick(href);
    }}
  />
);

/**
 * The preview's `<html lang>` follows the story's language, as the app's document does, so axe
 * and a screen reader read each story in the language it is written in.
 */
function DocumentLanguage({ locale }: { locale: Locale }) {
  useLayoutEffect(() => {
    document.documentElement.lang = documentLanguage(locale);
  }, [locale]);
  return null;
}

const paddedFrame: CSSProperties = {
  padding: vars.space.medium,
  background: vars.colour.background.page,
};
const bareFrame: CSSProperties = { background: vars.colour.background.page };

const preview: Preview = {
  // The language toolbar: the spec's own texts (what a visitor who chose nothing reads), or all
  // Turkish, or all English.
  globalTypes: {
    locale: {
      description: 'The language the stories speak',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'default', title: 'No choice: the spec’s texts' },
          ...languages.map((language) => ({ value: language, title: languageNames[language] })),
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'default' },
  // Every component gets a docs page; every story that shows something a screenshot baseline
  // (a story that renders nothing opts out with '!screenshot').
  tags: ['autodocs', 'screenshot'],
  parameters: {
    // The frame below pads the story itself, the same in the Storybook UI and in the tests.
    layout: 'fullscreen',
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: {
      options: {
        mobile: { name: 'Mobile 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        desktop: {
          name: 'Desktop 1280',
          styles: { width: '1280px', height: '900px' },
          type: 'desktop',
        },
      },
    },
  },
  // A description waits for the sanitiser's chunk; every story renders once it is there, as a
  // page does a moment after its first paint.
  loaders: [() => loadSanitizer()],
  decorators: [
    (Story, context) => {
      return (
        <TextsProvider texts={storyTexts(context)}>
          <DocumentLanguage locale={storyLocale(context)} />
          <LinkProvider component={StoryLink}>
            {/* The element screenshots are taken of; `frame: 'bare'` drops the padding for screens. */}
            <div
              data-story-root=""
              style={context.parameters.frame === 'bare' ? bareFrame : paddedFrame}
            >
              <Story />
            </div>
          </LinkProvider>
        </TextsProvider>
      );
    },
  ],
};

export default preview;
