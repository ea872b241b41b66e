import { hrefs } from '@job/contract';
import type { MouseEvent } from 'react';
import { useTexts } from '../../texts/TextsProvider';
import { DialogForm } from '../Dialog/Dialog';
import { Link } from '../Link/Link';
import { opensElsewhere } from '../Link/opensElsewhere';
import * as styles from './ReportAction.css';
import { type Report, ReportFields, useReportSubmit } from './ReportFields';

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
export function ReportAction({
  slug,
  open,
  onOpenChange,
  onSend,
  sending = false,
}: ReportActionProps) {
  const { t } = useTexts();
  const { reasonMissing, clearReasonMissing, submit } = useReportSubmit(onSend);
  const openDialog = (event: MouseEvent) => {
    if (opensElsewhere(event)) return;
    event.preventDefault();
    onOpenChange(true);
  };
  const close = () => {
    clearReasonMissing();
    onOpenChange(false);
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
      <DialogForm
        open={open}
        title={t('moderation.reportTitle')}
        description={t('moderation.reportIntro')}
        submitLabel={t('moderation.send')}
        busy={sending}
        onClose={close}
        onSubmit={submit}
      >
        <ReportFields reasonMissing={reasonMissing} onReasonChange={clearReasonMissing} />
      </DialogForm>
    </>
  );
}
