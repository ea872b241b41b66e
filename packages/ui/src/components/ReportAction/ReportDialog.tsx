import { useTexts } from '../../texts/TextsProvider';
import { DialogForm } from '../Dialog/Dialog';
import type { ReportActionProps } from './ReportAction';
import { ReportFields, useReportSubmit } from './ReportFields';

/** The report form in a dialog over the posting: ReportAction's, loaded when it first opens. */
export function ReportDialog({
  open,
  onOpenChange,
  onSend,
  sending = false,
}: Omit<ReportActionProps, 'slug'>) {
  const { t } = useTexts();
  const { reasonMissing, clearReasonMissing, submit } = useReportSubmit(onSend);
  const close = () => {
    clearReasonMissing();
    onOpenChange(false);
  };
  return (
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
  );
}
