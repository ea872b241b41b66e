import { workTypeBySlug } from '@job/contract';
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { parseListQuery } from '../listUrl';
import { loadCategory } from '../state/jobs';
import { JobListView } from './JobListView';
import { NotFoundPage } from './NotFoundPage';
import { usePageTitle } from './usePageTitle';

/** `/categories/{type}`: the jobs of one type of work, a page at a time; other types are not found. */
export function CategoryPage({ params }: { params: { type: string } }) {
  const workType = workTypeBySlug(params.type);
  const query = parseListQuery(useSearch());
  const { page } = query;
  useEffect(() => {
    if (workType) void loadCategory(workType.slug, page);
  }, [workType, page]);
  usePageTitle(workType && `${workType.label} jobs`);
  if (!workType) return <NotFoundPage />;
  return (
    <JobListView
      path={`/categories/${workType.slug}`}
      query={{ page, q: '' }}
      category={workType.slug}
    />
  );
}
