import type { RejectionTemplate } from '@job/contract';
import type { Language } from '@job/texts';
import { useState } from 'react';
import { useTexts } from '../../texts/TextsProvider';
import { ConfirmDialog } from '../Dialog/ConfirmDialog';
import { RejectionMessageFields } from '../RejectionMessage/RejectionMessageFields';
import {
  noRejectionMessage,
  type RejectionBody,
  rejectionBody,
  rejectionMessageErrors,
} from '../RejectionMessage/rejectionBody';

export interface RejectDialogProps {
  open: boolean;
  /** The question: one applicant's name, or how many. */
  title: string;
  consequence: string;
  /** The poster's templates, offered to start the message from. */
  templates: readonly RejectionTemplate[];
  /** The one applicant's language (null: none chosen); left out for several at once. */
  language?: Language | null;
  /** Told once confirmed, with what the rejection says to the applicant (`rejectionBody`). */
  onConfirm: (rejection: RejectionBody) => void;
  onCancel: () => void;
}

/**
 * The question before a rejection, one applicant's or several's, with its message: written, or
 * from a template in each applicant's language (`RejectionMessageFields`). Each opening starts
 * empty; a message too long keeps it open with why.
 */
export function RejectDialog({
  open,
  title,
  consequence,
  templates,
  language,
  onConfirm,
  onCancel,
}: RejectDialogProps) {
  const { t } = useTexts();
  const several = language === undefined;
  const [choice, setChoice] = useState(noRejectionMessage);
  const [errors, setErrors] = useState<{ message?: string[] }>({});
  const close = () => {
    setChoice(noRejectionMessage);
    setErrors({});
  };
  return (
    <ConfirmDialog
      open={open}
      title={title}
      consequence={consequence}
      confirmLabel={t('applicants.confirmReject')}
      cancelLabel={t('applicants.cancelReject')}
      onConfirm={() => {
        const found = rejectionMessageErrors(choice, several, t);
        if (found.message) {
          setErrors(found);
          return;
        }
        close();
        onConfirm(rejectionBody(choice, several));
      }}
      onCancel={() => {
        close();
        onCancel();
      }}
    >
      <RejectionMessageFields
        templates={templates}
        {...(!several && { language })}
        value={choice}
        onChange={setChoice}
        errors={errors}
      />
    </ConfirmDialog>
  );
}
