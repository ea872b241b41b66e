import type { screen } from 'storybook/test';
import { loadRichTextEditor } from '../components/RichTextEditor/LazyRichTextEditor';
import { storyTexts } from '../texts/storyTexts';

/**
 * Story loaders for the parts the library loads lazily. A story that shows one lists its loader
 * in `loaders`, so the module is there before the story renders and the play function and the
 * screenshot meet it ready: on a cold run on a busy machine, compiling Quill took longer than a
 * `findBy` query waits. A lazy wrapper may still suspend once, for a microtask, so plays still
 * find the part with `findBy`; the test's own timeout bounds the load. The editor's wrapper shows
 * the editor itself once its code is loaded (no writing area standing in for it).
 */
export async function loadEditor() {
  await loadRichTextEditor();
}

type EditorPlayContext = { canvas: Pick<typeof screen, 'findByRole'> } & Parameters<
  typeof storyTexts
>[0];

/** The job form's editor (loaded by `loadEditor`), once mounted: a play waits for it first. */
export function findEditor(context: EditorPlayContext) {
  return context.canvas.findByRole('textbox', { name: storyTexts(context).t('jobForm.detail') });
}

/** For a story that shows toasts: PageFrame's LazyToaster loads Radix Toast with the first one. */
export async function loadToaster() {
  await import('../components/Toaster/Toaster');
}

/** For a story that opens the member's menu: the header's LazyAuthDropdown loads Radix's menu. */
export async function loadMemberMenu() {
  await import('../components/AuthDropdown/AuthDropdown');
}

/** For a story that shows the save-search dialog, which SaveSearch loads when it first opens. */
export async function loadSaveSearchDialog() {
  await import('../components/SaveSearch/SaveSearchDialog');
}
