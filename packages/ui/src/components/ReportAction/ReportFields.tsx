import { limits, type ReportReason, reportReasons } from '@job/contract';
import { useState } from 'react';
import { useTexts } from '../../texts/TextsProvider';
import { SelectField, TextAreaField } from '../Field/Field';

export interface Report {
  reason: ReportReason;
  /** Empty when the reporter added nothing. */
  note: string;
}

/** What a report form's fields start with: a report the server refused, filled in again. */
export interface ReportDefaults {
  reason?: string;
  note?: string;
}

/**
 * A report form's submit, whichever form it is (the detail's dialog, the report page): sends the
 * report once a reason is chosen, and says 'Bir neden seçin.' under the reason until then.
 */
export function useReportSubmit(onSend: (report: Report) => void) {
  const [reasonMissing, setReasonMissing] = useState(false);
  return {
    reasonMissing,
    clearReasonMissing: () => setReasonMissing(false),
    submit(form: HTMLFormElement) {
      const data = new FormData(form);
      const chosen = reportReasons.find((known) => known === data.get('reason'));
      setReasonMissing(!chosen);
      if (chosen) onSend({ reason: chosen, note: String(data.get('note') ?? '').trim() });
    },
  };
}

export interface ReportFieldsProps {
  defaults?: ReportDefaults;
  /** A send was pressed with no reason chosen (`useReportSubmit`). */
  reasonMissing: boolean;
  /** A reason was chosen. */
  onReasonChange: () => void;
}

/**
 * The report's fields: the reason (spam, dolandırıcılık, yanıltıcı, uygunsuz, diğer) and an
 * optional note of at most 1,000 characters, counted as it is typed. Their names are the API's
 * (`reason`, `note`), which the server reads from the report page's form too.
 */
export function ReportFields({ defaults = {}, reasonMissing, onReasonChange }: ReportFieldsProps) {
  const { t } = useTexts();
  const [noteLength, setNoteLength] = useState(defaults.note?.length ?? 0);
  return (
    <>
      <SelectField
        label={t('moderation.reasonLabel')}
        name="reason"
        placeholder={t('moderation.chooseReason')}
        options={reportReasons.map((reason) => ({
          value: reason,
          label: t(`moderation.reason.${reason}`),
        }))}
        defaultValue={defaults.reason ?? ''}
        errors={reasonMissing ? [t('moderation.reasonRequired')] : []}
        onChange={onReasonChange}
      />
      <TextAreaField
        label={t('moderation.noteLabel')}
        name="note"
        rows={4}
        maxLength={limits.reportNoteMaxLength}
        defaultValue={defaults.note}
        hint={t('moderation.noteCounter', {
          count: noteLength,
          max: limits.reportNoteMaxLength,
        })}
        onChange={(event) => setNoteLength(event.currentTarget.value.length)}
      />
    </>
  );
}
