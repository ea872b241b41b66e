import { hrefs, reportSent } from '@job/contract';
import { ReportScreen, useTexts } from '@job/ui';
import { useSnapshot } from 'valtio';
import { navigate } from 'wouter/use-browser-location';
import { useSite, useStores } from '../state/hooks';
import { reportsOf } from '../state/reports';
import type { PageProps } from './pageProps';
import { useDetailJob } from './useDetailJob';
import { usePageTitle } from './usePageTitle';

/**
 * `/detail/{slug}/report`, loaded on demand and rendered on the server: 'Bildir' as a page, where a
 * press before the page's script ran (or without one) lands. Its form posts itself to the server,
 * which answers `?sent=1` or the form again with why (`site.refused`); once the script runs, the
 * app sends it and goes back to the job with the thank-you.
 */
export default function ReportPage({ params: { slug }, search }: PageProps<'report'>) {
  const stores = useStores();
  const reports = reportsOf(stores);
  const { sending } = useSnapshot(reports.state);
  const { refused } = useSite();
  const sent = reportSent(search);
  const { job, loading, failed } = useDetailJob(slug);
  const { t } = useTexts();
  const title = sent
    ? t('reportScreen.sentTitle')
    : job && t('reportScreen.title', { title: job.title });
  usePageTitle(job ? title : loading || failed ? undefined : t('title.jobNotFound'));
  return (
    <ReportScreen
      job={job}
      loading={loading}
      failed={failed}
      sent={sent}
      sending={sending}
      refused={refused}
      onSend={async (report) => {
        // Sent again: the server's earlier refusal no longer speaks for it.
        stores.site.refused = undefined;
        if (await reports.report(slug, report)) navigate(hrefs.detail(slug));
      }}
    />
  );
}
