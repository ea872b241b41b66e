import { DetailScreen, useTexts } from '@job/ui';
import { useEffect } from 'react';
import { useJobs, useSite, useStores } from '../state/hooks';
import type { PageProps } from './pageProps';
import { usePageTitle } from './usePageTitle';
import { useSaves } from './useSaves';

/** `/detail/{slug}`, loaded on demand: the job from the loaded list, or fetched on a deep link. */
export default function DetailPage({ params: { slug } }: PageProps<'detail'>) {
  const stores = useStores();
  const { detail, detailSlug, detailLoading, jobs } = useJobs();
  const { origin, now } = useSite();
  useEffect(() => {
    void stores.jobs.openDetail(slug);
  }, [stores, slug]);
  // A job from the list shows at once, without waiting for the effect to make it the detail.
  const job = detail?.slug === slug ? detail : jobs.find((listed) => listed.slug === slug);
  const loading = !job && (detailSlug !== slug || detailLoading);
  const { t } = useTexts();
  usePageTitle(
    job?.title ?? (loading ? undefined : t('title.jobNotFound')),
    job?.info || undefined,
  );
  const { saved, savingSlug, onToggleSave } = useSaves(job ? [job] : []);
  return (
    <DetailScreen
      job={job}
      loading={loading}
      origin={origin}
      now={new Date(now)}
      saved={job !== undefined && saved.has(job.slug)}
      saving={job !== undefined && savingSlug === job.slug}
      onToggleSave={() => job && onToggleSave(job.slug)}
    />
  );
}
