import { limits, type ReportReason, reportReasons } from '@job/contract';
import { useState } from 'react';
import { useTexts } from '../../texts/TextsProvider';
import { DialogForm } from '../Dialog/Dialog';
import { SelectField, TextAreaField } from '../Field/Field';
import * as styles from './ReportAction.css';

export interface Report {
  reason: ReportReason;
  /** Empty when the reporter added nothing. */
  note: string;
}

export interface ReportActionProps {
  /** The dialog is showing. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Told of a report to send, its reason chosen; the app closes the dialog once it is in. */
  onSend: (report: Report) => void;
  /** The report is on its way. */
  sending?: boolean;
}

/**
 * 'Bildir' under a posting: a quiet text button opening a small dialog with the reason (spam,
 * dolandırıcılık, yanıltıcı, uygunsuz, diğer) and an optional note of at most 1,000 characters,
 * counted as it is typed. Anyone may report; the poster is never told who did.
 */
export function ReportAction({ open, onOpenChange, onSend, sending = false }: ReportActionProps) {
  const { t } = useTexts();
  const [noteLength, setNoteLength] = useState(0);
  const [reasonMissing, setReasonMissing] = useState(false);
  const close = () => {
    setReasonMissing(false);
    setNoteLength(0);
    onOpenChange(false);
  };
  return (
    <>
      <button type="button" className={styles.trigger} onClick={() => onOpenChange(true)}>
        {t('moderation.reportAction')}
      </button>
      <DialogForm
        open={open}
        title={t('moderation.reportTitle')}
        description={t('moderation.reportIntro')}
        submitLabel={t('moderation.send')}
        busy={sending}
        onClose={close}
        onSubmit={(form) => {
          const data = new FormData(form);
          const reason = String(data.get('reason') ?? '');
          const chosen = reportReasons.find((known) => known === reason);
          setReasonMissing(!chosen);
          if (chosen) onSend({ reason: chosen, note: String(data.get('note') ?? '').trim() });
        }}
      >
        <SelectField
          label={t('moderation.reasonLabel')}
          name="reason"
          placeholder={t('moderation.chooseReason')}
          options={reportReasons.map((reason) => ({
            value: reason,
            label: t(`moderation.reason.${reason}`),
          }))}
          errors={reasonMissing ? [t('moderation.reasonRequired')] : []}
          onChange={() => setReasonMissing(false)}
        />
        <TextAreaField
          label={t('moderation.noteLabel')}
          name="note"
          rows={4}
          maxLength={limits.reportNoteMaxLength}
          hint={t('moderation.noteCounter', {
            count: noteLength,
            max: limits.reportNoteMaxLength,
          })}
          onChange={(event) => setNoteLength(event.currentTarget.value.length)}
        />
      </DialogForm>
    </>
  );
}
