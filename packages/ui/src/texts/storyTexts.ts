import { isLanguage, type Locale, type Texts } from '@job/texts';
import { allTextsOf } from '@job/texts/catalogues';
import type { Args, Decorator } from '@storybook/react-vite';
import { recorded } from './textsRead';

/** What a story knows of its run: the toolbar's globals (or a Vitest project's initial ones). */
interface StoryGlobals {
  globals: Record<string, unknown>;
}

/**
 * The locale a story is shown in: the Language toolbar's choice in Storybook, the project's in a
 * story test (`storybook-tr`, `storybook-en`), else the spec's own texts.
 */
export function storyLocale({ globals }: StoryGlobals): Locale {
  return isLanguage(globals.locale) ? globals.locale : 'default';
}

/**
 * The texts the story is rendered with, for a play function that looks for what a reader sees in
 * every language: `const { t } = storyTexts(context);
 * canvas.getByRole('link', { name: t('header.signIn') })`. What the story reads through them is
 * recorded (textsRead.ts): the screenshot hook compares a screen in the default only when that
 * includes a text of the default's own.
 */
export function storyTexts(context: StoryGlobals): Texts {
  return recorded(allTextsOf(storyLocale(context)));
}

/**
 * Args that are words, given in the story's language: a story keeps one set of args for every
 * locale and names the words by id, `decorators: [textArgs(({ t }) => ({ serverError:
 * t('validation.invalidCredentials') }))]`. A play function reads them the same way.
 */
export function textArgs(argsIn: (texts: Texts) => Args): Decorator {
  return (Story, context) => Story({ args: { ...context.args, ...argsIn(storyTexts(context)) } });
}
