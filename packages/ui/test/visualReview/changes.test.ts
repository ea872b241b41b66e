import { describe, expect, it } from 'vitest';
import { screenshotName } from '../screenshotName.ts';
import {
  baselinePath,
  comparedImages,
  componentOf,
  reportImage,
  type ScreenshotArtifact,
  type ScreenshotChange,
  selectChanges,
} from './changes.ts';

function change(
  storyId: string,
  title: string,
  locale: ScreenshotChange['locale'],
): ScreenshotChange {
  return {
    status: 'changed',
    storyId,
    title,
    locale,
    image: reportImage(title, { storyId, locale }),
    baseline: `${storyId}-${locale}.png`,
  };
}

const middlePage = change('components-pagination--middle-page', 'Components/Pagination', 'default');
const firstPage = change('components-pagination--first-page', 'Components/Pagination', 'default');
const homeTr = change('screens-home--loaded', 'Screens/Home', 'tr');
const homeEn = change('screens-home--loaded', 'Screens/Home', 'en');
const badge = change('components-badge--salary', 'Components/Badge', 'default');
const changes = [middlePage, firstPage, homeTr, homeEn, badge];

describe('selectChanges', () => {
  it('takes a component by its name or its title, every story of it', () => {
    expect(selectChanges(changes, ['Pagination']).selected).toEqual([middlePage, firstPage]);
    expect(selectChanges(changes, ['Components/Pagination']).selected).toEqual([
      middlePage,
      firstPage,
    ]);
    expect(selectChanges(changes, ['pagination']).selected).toEqual([middlePage, firstPage]);
  });

  it('takes a story id in every language it changed in, or in one with its suffix', () => {
    expect(selectChanges(changes, ['screens-home--loaded']).selected).toEqual([homeTr, homeEn]);
    expect(selectChanges(changes, ['screens-home--loaded-en']).selected).toEqual([homeEn]);
    expect(selectChanges(changes, ['components-pagination--first-page']).selected).toEqual([
      firstPage,
    ]);
  });

  it('takes several arguments at once, each change once', () => {
    const { selected, unmatched } = selectChanges(changes, ['Badge', 'Home', 'Screens/Home']);
    expect(selected).toEqual([homeTr, homeEn, badge]);
    expect(unmatched).toEqual([]);
  });

  it('names what matched nothing: a part of a name is no match', () => {
    const { selected, unmatched } = selectChanges(changes, ['Badge', 'Pagin', 'components-button']);
    expect(selected).toEqual([badge]);
    expect(unmatched).toEqual(['Pagin', 'components-button']);
  });
});

describe('the report layout', () => {
  it('groups images by title and names them by story id and language', () => {
    expect(middlePage.image).toBe('Components/Pagination/components-pagination--middle-page.png');
    expect(homeTr.image).toBe('Screens/Home/screens-home--loaded-tr.png');
    expect(componentOf('Components/Pagination')).toBe('Pagination');
  });

  it("finds the baseline Vitest writes for the story's screenshot name", () => {
    expect(
      baselinePath(
        '/repo/src/Pagination/Pagination.stories.tsx',
        screenshotName('components-pagination--middle-page', 'tr'),
        'chromium',
        'linux',
      ),
    ).toBe(
      '/repo/src/Pagination/__screenshots__/Pagination.stories.tsx/components-pagination-middle-page-tr-chromium-linux.png',
    );
  });
});

describe('comparedImages', () => {
  const attachment = (name: 'reference' | 'actual' | 'diff') => ({
    name,
    path: `/attachments/${name}.png`,
    width: 10,
    height: 10,
  });
  const artifact = (
    message: string,
    names: Array<'reference' | 'actual' | 'diff'>,
  ): ScreenshotArtifact => ({
    type: 'internal:toMatchScreenshot',
    kind: 'visual-regression',
    message,
    attachments: names.map(attachment),
  });

  it('keeps a changed story: the baseline it was compared with and the new rendering', () => {
    expect(
      comparedImages(
        artifact('Screenshot does not match the stored reference.', [
          'reference',
          'actual',
          'diff',
        ]),
      ),
    ).toEqual({
      status: 'changed',
      baseline: '/attachments/reference.png',
      new: '/attachments/actual.png',
    });
  });

  it('keeps a story without a baseline as new, its capture the new rendering', () => {
    expect(
      comparedImages(
        artifact('No existing reference screenshot found; a new one was created.', ['reference']),
      ),
    ).toEqual({ status: 'new', new: '/attachments/reference.png' });
  });

  it('leaves out a page that never settled: there is nothing new to look at', () => {
    expect(
      comparedImages(
        artifact('Could not capture a stable screenshot within 15000ms.', ['reference']),
      ),
    ).toBeUndefined();
  });
});
