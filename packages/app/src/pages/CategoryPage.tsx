import { feedHref, type WorkType, workTypeBySlug } from '@job/contract';
import { CategoryScreen } from '@job/ui';
import { NotFoundPage } from './NotFoundPage';
import type { PageProps } from './pageProps';
import { useJobList } from './useJobList';
import { usePageTitle } from './usePageTitle';

/** `/categories/{type}`: the jobs of one type of work, a page at a time; other types are not found. */
export function CategoryPage({ params }: PageProps<'category'>) {
  const workType = workTypeBySlug(params.type);
  return workType ? <CategoryList workType={workType} /> : <NotFoundPage />;
}

function CategoryList({ workType: { slug, label } }: { workType: WorkType }) {
  const list = useJobList(slug);
  const { q, workplace } = list.query;
  usePageTitle(
    q === '' ? `${label} jobs` : `${label} jobs: ${q}`,
    q === ''
      ? `${label} job openings on Job: browse, search and post.`
      : `${label} job openings matching "${q}" on Job.`,
    feedHref({ type: slug, q, workplace }),
  );
  return <CategoryScreen key={q} {...list} category={slug} />;
}
