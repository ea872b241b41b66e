import { hrefs } from '@job/contract';
import { lazy, type MouseEvent, Suspense, useState } from 'react';
import { useTexts } from '../../texts/TextsProvider';
import { Link } from '../Link/Link';
import { opensElsewhere } from '../Link/opensElsewhere';
import * as styles from './ReportAction.css';
import type { Report } from './ReportFields';

// The dialog, its form and its fields are for the few who report: they download on the first
// 'Bildir', not with every posting a visitor reads.
const loadReportDialog = () => import('./ReportDialog');
const ReportDialog = lazy(() =>
  loadReportDialog().then((module) => ({ default: module.ReportDialog })),
);

export interface ReportActionProps {
  /** The posting reported: 'Bildir' links to its report page (`hrefs.report(slug)`). */
  slug: string;
  /** The dialog is showing. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Told of a report to send, its reason chosen; the app closes the dialog once it is in. */
  onSend: (report: Report) => void;
  /** The report is on its way. */
  sending?: boolean;
}

/**
 * 'Bildir' under a posting: a quiet link to the posting's report page, which the page's script
 * takes over to open a small dialog with the same form in place, the reason (spam,
 * dolandırıcılık, yanıltıcı, uygunsuz, diğer) and an optional note. Before the script runs, or
 * without it, the link opens the page. Anyone may report; the poster is never told who did.
 */
export function ReportAction({ slug, ...dialog }: ReportActionProps) {
  const { t } = useTexts();
  // Once opened, the dialog stays mounted, so that it closes with its animation.
  const [needed, setNeeded] = useState(dialog.open);
  if (dialog.open && !needed) setNeeded(true);
  const openDialog = (event: MouseEvent) => {
    if (opensElsewhere(event)) return;
    event.preventDefault();
    // Its code downloads beside whatever the app fetches before it opens the dialog.
    void loadReportDialog();
    dialog.onOpenChange(true);
  };
  return (
    <>
      {/* Nofollow: a crawler has no report to make, on any job. */}
      <Link
        href={hrefs.report(slug)}
        rel="nofollow"
        className={styles.trigger}
        onClick={openDialog}
      >
        {t('moderation.reportAction')}
      </Link>
      {needed && (
        <Suspense fallback={null}>
          <ReportDialog {...dialog} />
        </Suspense>
      )}
    </>
  );
}
