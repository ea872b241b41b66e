import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locale } from '@job/texts';
import type { TestArtifact } from 'vitest';
import type { StoryScreenshot } from '../screenshotName.ts';

/** What Vitest records when a screenshot differs from its baseline or has none. */
export type ScreenshotArtifact = Extract<TestArtifact, { type: 'internal:toMatchScreenshot' }>;

/**
 * One story's screenshot that did not match, as the report lists it and `pnpm
 * test:screenshots:accept` reads it back from the report's manifest.json.
 */
export interface ScreenshotChange {
  /**
   * 'changed': differs from its baseline; 'new': had no baseline; 'unused': has a baseline no
   * longer compared (a screen that reads none of the default's own texts is compared in Turkish
   * alone), which accepting deletes.
   */
  status: 'changed' | 'new' | 'unused';
  storyId: string;
  /** The story's title, e.g. `Components/Pagination`. */
  title: string;
  locale: Locale;
  /** The viewport's width it was captured at, when the run recorded it. */
  width?: number;
  /** The images' path inside the report's baseline/, new/ and diff/ folders. */
  image: string;
  /** The baseline the new rendering replaces (or, unused, that is deleted) when accepted, from the repo root. */
  baseline: string;
}

export const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));
/** The report of the last story run with a screenshot that differed; gone after a clean run. */
export const reportDir = join(repoRoot, 'visual-report');
/** What the report lists, for the accept command: a {@link ReportManifest}. */
export const manifestFile = join(reportDir, 'manifest.json');

/** The report's files: reg-cli's expected, actual and diff folders, under names a reviewer reads. */
export const reportFolders = { baseline: 'baseline', new: 'new', diff: 'diff' } as const;

/** The manifest.json beside the report's index.html. */
export interface ReportManifest {
  changes: ScreenshotChange[];
}

/**
 * Where the story's images go in the report: grouped by title, named by story id (and
 * language), so reg-cli's tree shows the component and each item reads `Components/Badge/
 * components-badge--salary-tr.png`.
 */
export function reportImage(
  title: string,
  { storyId, locale }: Pick<StoryScreenshot, 'storyId' | 'locale'>,
): string {
  return `${title}/${storyLabel(storyId, locale)}.png`;
}

/** A story in one language: its id, with `-tr` or `-en` but in the default. */
export function storyLabel(storyId: string, locale: Locale): string {
  return locale === 'default' ? storyId : `${storyId}-${locale}`;
}

/**
 * Where the story is in Storybook, in its language: the query string a Storybook (the dev server
 * or the static build) opens the story with, e.g. `?path=/story/screens-home--loaded&globals=locale:tr`.
 */
export function storybookQuery({ storyId, locale }: Pick<ScreenshotChange, 'storyId' | 'locale'>) {
  const path = `?path=/story/${encodeURIComponent(storyId)}`;
  return locale === 'default' ? path : `${path}&globals=locale:${locale}`;
}

/** The component a title names: its last part (`Components/Pagination` is `Pagination`). */
export function componentOf(title: string): string {
  return title.slice(title.lastIndexOf('/') + 1);
}

/**
 * A story's baseline: `__screenshots__/<story file>/<name>-<browser>-<platform>.png` beside the
 * story file. The story projects give Vitest this as `resolveScreenshotPath`, so the report and
 * the accept command find the very file Vitest compared with.
 */
export function baselinePath(storyFile: string, name: string, browser: string, platform: string) {
  return join(
    dirname(storyFile),
    '__screenshots__',
    basename(storyFile),
    `${name}-${browser}-${platform}.png`,
  );
}

/**
 * The images of a failed comparison: the new rendering and, for a changed story, the baseline it
 * was compared with (Vitest's copies, under `.vitest-attachments/`). Undefined when the artifact
 * is no difference to review (a page that never settled: its error says so).
 */
export function comparedImages(
  artifact: ScreenshotArtifact,
): { status: ScreenshotChange['status']; baseline?: string; new: string } | undefined {
  const pathOf = (name: 'reference' | 'actual') =>
    artifact.attachments.find((attachment) => attachment.name === name)?.path;
  const reference = pathOf('reference');
  const actual = pathOf('actual');
  if (reference && actual) return { status: 'changed', baseline: reference, new: actual };
  // Without a baseline, Vitest records the capture it took as the reference (and writes it as the
  // baseline outside CI).
  if (reference && artifact.message.startsWith('No existing reference screenshot')) {
    return { status: 'new', new: reference };
  }
  return undefined;
}

/**
 * The changes the accept command's arguments name, matched without regard to case: a story id
 * (every language it changed in), a story id with its language (`...--loaded-tr`), a title
 * (`Components/Pagination`) or a component (`Pagination`: every story of it, in every language).
 * Returns too the arguments that named nothing.
 */
export function selectChanges(
  changes: readonly ScreenshotChange[],
  names: readonly string[],
): { selected: ScreenshotChange[]; unmatched: string[] } {
  const matches = (change: ScreenshotChange, name: string) =>
    [
      change.storyId,
      storyLabel(change.storyId, change.locale),
      change.title,
      componentOf(change.title),
    ].some((candidate) => candidate.toLowerCase() === name.toLowerCase());
  return {
    selected: changes.filter((change) => names.some((name) => matches(change, name))),
    unmatched: names.filter((name) => !changes.some((change) => matches(change, name))),
  };
}
