import { feedHref, type WorkType, workTypeBySlug } from '@job/contract';
import { CategoryScreen, useTexts } from '@job/ui';
import { LazyNotFoundPage } from './LazyNotFoundPage';
import type { PageProps } from './pageProps';
import { useJobList } from './useJobList';
import { usePageTitle } from './usePageTitle';

/** `/categories/{type}`: the jobs of one type of work, a page at a time; other types are not found. */
export function CategoryPage({ params }: PageProps<'category'>) {
  const workType = workTypeBySlug(params.type);
  return workType ? <CategoryList workType={workType} /> : <LazyNotFoundPage />;
}

function CategoryList({ workType: { slug, labelId } }: { workType: WorkType }) {
  const list = useJobList(slug);
  const { q } = list.query;
  const { t } = useTexts();
  const workType = t(labelId);
  usePageTitle(
    q === '' ? t('title.category', { workType }) : t('title.categorySearch', { workType, q }),
    q === ''
      ? t('title.categoryDescription', { workType })
      : t('title.categorySearchDescription', { workType, q }),
    feedHref({ ...list.query, type: slug }),
  );
  return <CategoryScreen key={q} {...list} category={slug} />;
}
