import { JobDetail, Spinner } from '@job/ui';
import { useEffect, useState } from 'react';
import { jobPostingJsonLd } from '../jobPosting';
import { openDetail, useJobs } from '../state/jobs';
import { usePageTitle } from './usePageTitle';

/** `/detail/{slug}`: the job from the loaded list, or fetched by slug on a deep link. */
export default function DetailPage({ slug }: { slug: string }) {
  const { detail, jobs } = useJobs();
  const [missingSlug, setMissingSlug] = useState<string>();
  useEffect(() => {
    let current = true;
    openDetail(slug).then((found) => {
      if (current && !found) setMissingSlug(slug);
    });
    return () => {
      current = false;
    };
  }, [slug]);

  // A job from the list shows at once, without waiting for the effect to make it the detail.
  const job = detail?.slug === slug ? detail : jobs.find((listed) => listed.slug === slug);
  const missing = missingSlug === slug;
  usePageTitle(job?.title ?? (missing ? 'Job not found' : undefined));

  if (!job && !missing) return <Spinner label="Loading the job" />;
  return (
    <>
      <JobDetail job={job} />
      {job && (
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every `<` escaped.
          dangerouslySetInnerHTML={{ __html: jobPostingJsonLd(job, window.location.origin) }}
        />
      )}
    </>
  );
}
