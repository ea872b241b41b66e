import { allTextsOf } from '@job/texts/catalogues';
import type { Decorator, StoryContext } from '@storybook/react-vite';
import { describe, expect, it, vi } from 'vitest';
import { storyLocale, storyTexts, textArgs } from './storyTexts';
import { recorded } from './textsRead';

describe('storyLocale', () => {
  it('is the language the toolbar or the test project chose', () => {
    expect(storyLocale({ globals: { locale: 'tr' } })).toBe('tr');
    expect(storyLocale({ globals: { locale: 'en' } })).toBe('en');
  });

  it('is the spec’s own texts with no choice, or with a value no language has', () => {
    expect(storyLocale({ globals: {} })).toBe('default');
    expect(storyLocale({ globals: { locale: 'default' } })).toBe('default');
    expect(storyLocale({ globals: { locale: 'de' } })).toBe('default');
  });
});

describe('storyTexts', () => {
  it('speaks the story’s language, its reads recorded', () => {
    expect(storyTexts({ globals: { locale: 'en' } })).toBe(recorded(allTextsOf('en')));
    expect(storyTexts({ globals: {} })).toBe(recorded(allTextsOf('default')));
  });
});

describe('textArgs', () => {
  it('renders the story with its words in the story’s language, over its other args', () => {
    const Story = vi.fn<Parameters<Decorator>[0]>();
    const context = { args: { busy: true, serverError: 'old' }, globals: { locale: 'tr' } };
    const decorator = textArgs(({ locale }) => ({ serverError: `in ${locale}` }));
    decorator(Story, context as unknown as StoryContext);
    expect(Story).toHaveBeenCalledWith({ args: { busy: true, serverError: 'in tr' } });
  });
});
