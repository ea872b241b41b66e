import {
  type Application,
  type ApplicationStatus,
  applicationStatuses,
  isApplicationStatus,
  type RejectionTemplate,
} from '@job/contract';
import { useState } from 'react';
import { inlineNotice, noticeIcon } from '../../styles/notice.css';
import { useTexts } from '../../texts/TextsProvider';
import { ApplicantReview } from '../ApplicantReview/ApplicantReview';
import { ApplicationEntry } from '../ApplicationEntry/ApplicationEntry';
import { RejectionMessageNote } from '../ApplicationEntry/RejectionMessageNote';
import { ScreeningAnswers } from '../ApplicationEntry/ScreeningAnswers';
import { applicationStatusLabelIds } from '../ApplicationStatusBadge/ApplicationStatusBadge';
import { Badge } from '../Badge/Badge';
import { Checkbox } from '../Checkbox/Checkbox';
import { SelectField } from '../Field/Field';
import { DocumentIcon } from '../Icon/icons';
import type { RejectionBody } from '../RejectionMessage/rejectionBody';
import { inlineRing } from '../Spinner/Spinner.css';
import type { ApplicantsProps } from './Applicants';
import * as styles from './Applicants.css';
import { RejectDialog } from './RejectDialog';

export type ReceivedApplicationProps = Omit<
  ApplicantsProps,
  | 'signedIn'
  | 'loading'
  | 'failed'
  | 'slug'
  | 'job'
  | 'applications'
  | 'onMoveMany'
  | 'movingMany'
  | 'arrangement'
  | 'onArrange'
  | 'questions'
  | 'templates'
  | 'onSaveTemplate'
  | 'onDeleteTemplate'
  | 'savingTemplateId'
  | 'deletingTemplateId'
  | 'templateErrors'
  | 'templatesFailed'
> & {
  /** The poster's rejection templates, offered when they turn the applicant down. */
  templates: readonly RejectionTemplate[];
  application: Application;
  /** Whether it is picked to move with others; undefined where there is no picking. */
  picked: boolean | undefined;
  onPick: (on: boolean) => void;
};

/**
 * One applicant: their name, their address to write to ('Eleyen yanıt' beside it when one of
 * their screening answers disqualifies), the status to set (olumsuz asked first), then the rest
 * with their answers, and the poster's own rating and notes under it; once they withdrew, a notice
 * instead of the status.
 */
export function ReceivedApplication({
  application,
  picked,
  onPick,
  onStatusChange,
  changingStatusId,
  templates,
  onRate,
  ratingId,
  onAddNote,
  addingNoteId,
  onEditNote,
  editingNoteId,
  onDeleteNote,
  deletingNoteId,
  ...entry
}: ReceivedApplicationProps) {
  const { t } = useTexts();
  const { id, applicant } = application;
  const changing = changingStatusId === id;
  // The status just chosen shows while it is being saved; then the application's own again.
  const [chosen, setChosen] = useState<ApplicationStatus>();
  const [confirmingRejection, setConfirmingRejection] = useState(false);
  const shown = changing && chosen !== undefined ? chosen : application.status;
  const address = <a href={`mailto:${applicant.email}`}>{applicant.email}</a>;
  const change = (status: ApplicationStatus, rejection?: RejectionBody) => {
    setChosen(status);
    if (rejection) onStatusChange(id, status, rejection);
    else onStatusChange(id, status);
  };
  return (
    <ApplicationEntry
      application={application}
      heading={applicant.name}
      pick={
        picked === undefined || application.withdrawn_at ? undefined : (
          <Checkbox
            label={t('applicants.pick', { name: applicant.name })}
            labelHidden
            checked={picked}
            onChange={(event) => onPick(event.target.checked)}
          />
        )
      }
      details={
        application.disqualified ? (
          <span className={styles.applicantDetails}>
            {address}
            <Badge tone="critical">{t('applicants.disqualified')}</Badge>
          </span>
        ) : (
          address
        )
      }
      cvOwner={applicant.name}
      {...entry}
      review={
        <ApplicantReview
          applicantName={applicant.name}
          rating={application.rating}
          notes={application.notes}
          now={entry.now}
          onRate={(rating) => onRate(id, rating)}
          ratingSaving={ratingId === id}
          onAddNote={(body) => onAddNote(id, body)}
          addingNote={addingNoteId === id}
          onEditNote={(noteId, body) => onEditNote(id, noteId, body)}
          editingNoteId={editingNoteId}
          onDeleteNote={(noteId) => onDeleteNote(id, noteId)}
          deletingNoteId={deletingNoteId}
        />
      }
      action={
        application.withdrawn_at ? undefined : (
          <div className={styles.status}>
            <div className={styles.statusField}>
              <SelectField
                name="status"
                label={t('applicants.status')}
                options={applicationStatuses.map((status) => ({
                  value: status,
                  label: t(applicationStatusLabelIds[status]),
                }))}
                value={shown}
                aria-disabled={changing || undefined}
                onChange={(event) => {
                  const status = event.target.value;
                  if (changing || !isApplicationStatus(status) || status === application.status)
                    return;
                  // A refusal is asked first: it is the one answer an applicant dreads.
                  if (status === 'rejected') setConfirmingRejection(true);
                  else change(status);
                }}
              />
            </div>
            {changing && (
              <span className={styles.saving} role="status">
                <span className={inlineRing} aria-hidden="true" />
                {t('applicants.statusSaving')}
              </span>
            )}
            <RejectDialog
              open={confirmingRejection}
              title={t('applicants.rejectQuestion', { name: applicant.name })}
              consequence={t('applicants.rejectConsequence')}
              templates={templates}
              language={applicant.language}
              onConfirm={(rejection) => {
                setConfirmingRejection(false);
                change('rejected', rejection);
              }}
              onCancel={() => setConfirmingRejection(false)}
            />
          </div>
        )
      }
    >
      {application.withdrawn_at && (
        <p className={inlineNotice.neutral}>
          <DocumentIcon size={16} className={noticeIcon} />
          {t('applicants.withdrawn')}
        </p>
      )}
      <ScreeningAnswers label={t('applicants.answers')} answers={application.answers} />
      <RejectionMessageNote
        label={t('applicants.rejectionMessage')}
        message={application.rejection_message}
      />
    </ApplicationEntry>
  );
}
