import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { loadCsf } from 'storybook/internal/csf-tools';
import type { Plugin } from 'vitest/config';
import type { Reporter, TestCase, TestModule, Vitest } from 'vitest/node';
import {
  baselinePath,
  comparedImages,
  componentOf,
  manifestFile,
  type ReportManifest,
  repoRoot,
  reportDir,
  reportFolders,
  reportImage,
  type ScreenshotArtifact,
  type ScreenshotChange,
} from './changes.ts';
import { reviewPage, reviewPageName } from './reviewPage.ts';

/** reg-cli's programmatic entry (CommonJS, untyped): compares the folders, writes diffs and HTML. */
type RegCli = (options: {
  actualDir: string;
  expectedDir: string;
  diffDir: string;
  report: string;
  json: string;
  matchingThreshold: number;
  concurrency: number;
}) => NodeJS.EventEmitter;
const regCli = createRequire(import.meta.url)('reg-cli') as RegCli;

// Vite bundles each project's config on its own, so each holds its own copy of this module: the
// three story projects recognise a registered reporter by this key, not by its class.
const reporterKey = Symbol.for('job:visual-review-reporter');

/**
 * Adds the visual review reporter to the run (once, whichever story projects run), so `pnpm test`
 * leaves the same report as `pnpm test:screenshots`. `threshold` is pixelmatch's, as in the
 * comparison, for reg-cli's difference images.
 */
export function visualReview(threshold: number): Plugin {
  return {
    name: 'job:visual-review',
    configureVitest({ vitest }) {
      const { reporters } = vitest.config;
      if (!reporters.some((reporter) => typeof reporter === 'object' && reporterKey in reporter)) {
        reporters.push(new VisualReviewReporter(threshold));
      }
    },
  };
}

/**
 * Collects the screenshots Vitest recorded as different or new (its `internal:toMatchScreenshot`
 * artifacts), lays them out by story title and id, and has reg-cli write
 * `visual-report/index.html` from them: baseline, new rendering and difference per story, with
 * a slider, 2-up, blend and toggle view. Beside it, review.html labels each story's views, links
 * it to Storybook and accepts it when `pnpm test:screenshots:review` serves it; the manifest.json
 * is what that page and `pnpm test:screenshots:accept` read.
 */
class VisualReviewReporter implements Reporter {
  readonly [reporterKey] = true;
  private vitest: Vitest | undefined;

  constructor(private readonly threshold: number) {}

  onInit(vitest: Vitest) {
    this.vitest = vitest;
  }

  async onTestRunStart() {
    // A report outlives no run: a clean run leaves none.
    await rm(reportDir, { recursive: true, force: true });
  }

  async onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const titles = new StoryTitles();
    const changes: ScreenshotChange[] = [];
    for (const testModule of testModules) {
      for (const test of testModule.children.allTests()) {
        const unused = await this.keepUnused(test, titles);
        if (unused) changes.push(unused);
        for (const artifact of test.artifacts()) {
          if (artifact.type !== 'internal:toMatchScreenshot') continue;
          const change = await this.keep(test, artifact, titles);
          if (change) changes.push(change);
        }
      }
    }
    if (changes.length === 0) return;
    changes.sort((a, b) => a.image.localeCompare(b.image));
    await this.writeReport(changes);
  }

  /** Copies the story's images into the report and says what changed, or undefined if nothing to review. */
  private async keep(test: TestCase, artifact: ScreenshotArtifact, titles: StoryTitles) {
    const screenshot = test.meta().screenshot;
    const images = comparedImages(artifact);
    if (!screenshot || !images) return undefined;
    const title = await titles.of(test.module.moduleId);
    const image = reportImage(title, screenshot);
    await copyInto(reportFolders.new, image, images.new);
    if (images.baseline) await copyInto(reportFolders.baseline, image, images.baseline);
    return {
      status: images.status,
      storyId: screenshot.storyId,
      title,
      locale: screenshot.locale,
      width: screenshot.width,
      image,
      baseline: relative(repoRoot, baselineOf(test, screenshot.name)),
    } satisfies ScreenshotChange;
  }

  /**
   * A story left uncompared (it looks in the default as in Turkish) whose baseline is still there:
   * the report shows it as deleted, and accepting deletes it.
   */
  private async keepUnused(test: TestCase, titles: StoryTitles) {
    const screenshot = test.meta().screenshot;
    if (!screenshot?.sameAsTurkish) return undefined;
    const baseline = baselineOf(test, screenshot.name);
    if (!existsSync(baseline)) return undefined;
    const title = await titles.of(test.module.moduleId);
    const image = reportImage(title, screenshot);
    await copyInto(reportFolders.baseline, image, baseline);
    return {
      status: 'unused',
      storyId: screenshot.storyId,
      title,
      locale: screenshot.locale,
      width: screenshot.width,
      image,
      baseline: relative(repoRoot, baseline),
    } satisfies ScreenshotChange;
  }

  private async writeReport(changes: ScreenshotChange[]) {
    const report = join(reportDir, 'index.html');
    await new Promise((resolve, reject) =>
      regCli({
        actualDir: join(reportDir, reportFolders.new),
        expectedDir: join(reportDir, reportFolders.baseline),
        diffDir: join(reportDir, reportFolders.diff),
        report,
        json: join(reportDir, 'reg.json'),
        matchingThreshold: this.threshold,
        concurrency: 2,
      })
        .on('complete', resolve)
        .on('error', reject),
    );
    // The template's one remote resource, a web font: the report must open offline as it is.
    const html = await readFile(report, 'utf8');
    await writeFile(report, html.replace(/<link href="https:\/\/fonts\.googleapis\.com[^>]*>/, ''));
    await writeFile(
      manifestFile,
      `${JSON.stringify({ changes } satisfies ReportManifest, null, 2)}\n`,
    );
    await writeFile(join(reportDir, reviewPageName), reviewPage(changes));
    this.vitest?.logger.log(summary(changes, relative(process.cwd(), report)));
    // Vitest fails a missing baseline under CI by itself; a baseline nothing compares any more is
    // dead weight in git that only this report sees, so CI fails on it here.
    const unused = changes.filter((change) => change.status === 'unused');
    if (process.env.CI && unused.length > 0) {
      this.vitest?.logger.error(
        `${unused.length} baselines are no longer compared; delete them with pnpm test:screenshots:accept ${[...new Set(unused.map((change) => componentOf(change.title)))].join(' ')}`,
      );
      process.exitCode = 1;
    }
  }
}

/** The baseline Vitest compares the story's screenshot `name` with. */
function baselineOf(test: TestCase, name: string): string {
  return baselinePath(
    test.module.moduleId,
    name,
    test.project.config.browser.name,
    process.platform,
  );
}

function summary(changes: ScreenshotChange[], report: string): string {
  const count = (status: ScreenshotChange['status']) =>
    changes.filter((change) => change.status === status).length;
  const components = [...new Set(changes.map((change) => componentOf(change.title)))];
  return [
    '',
    `Visual report: ${report}`,
    `  ${count('changed')} changed, ${count('new')} new, ${count('unused')} no longer compared, in ${components.join(', ')}`,
    '  Review and accept story by story: pnpm test:screenshots:review (a page with an Accept button each)',
    '  or: pnpm test:screenshots:accept <story id | component> ... (or --all)',
    '',
  ].join('\n');
}

async function copyInto(folder: string, image: string, source: string) {
  const target = join(reportDir, folder, image);
  await mkdir(dirname(target), { recursive: true });
  await copyFile(source, target);
}

/** Story titles by story file, read from the file's default export as Storybook reads it. */
class StoryTitles {
  private readonly byFile = new Map<string, string>();

  async of(storyFile: string): Promise<string> {
    let title = this.byFile.get(storyFile);
    if (!title) {
      const csf = loadCsf(await readFile(storyFile, 'utf8'), {
        fileName: storyFile,
        makeTitle: (userTitle) => userTitle,
      }).parse();
      title = csf.meta.title ?? storyFile;
      this.byFile.set(storyFile, title);
    }
    return title;
  }
}
