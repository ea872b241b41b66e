import { copyFile, mkdir, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { reportFolders, type ScreenshotChange, storyLabel } from './changes.ts';

/** The report's folders an acceptance reads from and writes to. */
export interface ReviewFolders {
  /** The repo's root, which a change's `baseline` is relative to. */
  repoRoot: string;
  /** The report: its `new/` folder holds the renderings to accept. */
  reportDir: string;
}

/**
 * Accepts one reviewed change: the new rendering becomes its baseline (written where the story
 * had none), or, for a story no longer compared, its baseline is deleted. Returns the line that
 * says so. The accept command and the review page's Accept button both come here.
 */
export async function acceptChange(change: ScreenshotChange, folders: ReviewFolders) {
  const baseline = resolve(folders.repoRoot, change.baseline);
  if (change.status === 'unused') await rm(baseline, { force: true });
  else {
    // A new component's first baseline goes in a folder of its own, not there yet.
    await mkdir(dirname(baseline), { recursive: true });
    await copyFile(join(folders.reportDir, reportFolders.new, change.image), baseline);
  }
  return `accepted ${storyLabel(change.storyId, change.locale)} (${change.status}): ${change.baseline}`;
}
