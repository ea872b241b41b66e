import type { Locale } from '@job/texts';

/** What the screenshot hook (.storybook/vitest.setup.ts) tells the visual report about a story. */
export interface StoryScreenshot {
  storyId: string;
  /** The baseline's name, without the browser, platform and extension Vitest adds. */
  name: string;
  locale: Locale;
  /** The viewport's width the story was captured at (1280 or 375), for the report's labels. */
  width?: number;
  /**
   * Not compared: a screen in the default that read none of the default's own texts looks as it
   * does in Turkish, which storybook-tr compares, but for its frame (the header's own stories).
   */
  sameAsTurkish?: boolean;
}

/** The folder of packages/ui/src whose stories storybook-tr and storybook-en run again. */
export const translatedFolder = 'screens';

declare module 'vitest' {
  interface TaskMeta {
    screenshot?: StoryScreenshot;
  }
}

/**
 * A story's screenshot name: its id, and its language but in the default. Vitest never writes two
 * hyphens in a row in a file name, so the id's `--` is made one here: the name given is the name
 * written, and the report finds the file by it.
 */
export function screenshotName(storyId: string, locale: Locale): string {
  const name = storyId.replace(/-{2,}/g, '-');
  return locale === 'default' ? name : `${name}-${locale}`;
}
