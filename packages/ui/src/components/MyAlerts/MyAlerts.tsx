import { type Alert, type AlertFrequency, limits } from '@job/contract';
import { useId, useState } from 'react';
import { pageTitle } from '../../styles/heading.css';
import { panelNote, panelSection } from '../../styles/panel.css';
import { row, rowActions, rowFacts, rowSummary, rowTitle } from '../../styles/rowList.css';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { useTexts } from '../../texts/TextsProvider';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Select } from '../Field/Field';
import { LoadFailed, type LoadFailure } from '../LoadFailed/LoadFailed';
import { DeleteConfirmation } from '../MyPostings/DeleteConfirmation';
import { longPostingDate } from '../PostedDate/relativeTime';
import { RenameForm } from '../RenameForm/RenameForm';
import { type EditStep, useEditingFocus } from '../RenameForm/useEditingFocus';
import {
  ResendVerification,
  type ResendVerificationProps,
} from '../ResendVerification/ResendVerification';
import { RowListSkeleton } from '../Skeleton/RowListSkeleton';
import { SkeletonBlock } from '../Skeleton/Skeleton';
import { inlineRing } from '../Spinner/Spinner.css';
import * as styles from './MyAlerts.css';

export interface MyAlertsProps {
  /** The member's saved searches, newest first. */
  alerts: readonly Alert[];
  /** They are being fetched. */
  loading?: boolean;
  /** Why they did not arrive, and their retry, as the app tells it: shown instead. */
  failed?: LoadFailure | null;
  /** Told a new name; null gives the search its criteria in words back (an emptied name). */
  onRename: (id: number, name: string | null) => void;
  onFrequencyChange: (id: number, frequency: AlertFrequency) => void;
  /** Told true to stop its mails, false to start them again. */
  onPausedChange: (id: number, paused: boolean) => void;
  /** Told once the member has confirmed deleting it. */
  onDelete: (id: number) => void;
  /** The alert whose change is on its way. */
  changingId?: number | null;
  /** The alert whose delete is on its way. */
  deletingId?: number | null;
  /** An alert whose rename field or delete question shows at first, as a designer reviews it. */
  defaultEditing?: { id: number; step: 'rename' | 'delete' };
  /**
   * Given while the member's address is not verified: their searches mail nothing until it is,
   * which the list says above them, with the resend of the verification mail.
   */
  waitingForVerification?: ResendVerificationProps;
}

/**
 * 'Kayıtlı aramalar' on the profile: each saved search with its name (renamed in place), how often
 * it mails (instantly or once a day), whether it is paused, when it last mailed and how many jobs
 * it has matched, with Pause or Resume and a Delete that asks first; while they load, their
 * shapes; when they fail to, why, with a retry; none, how to save one. Above them, while the
 * address is not verified, that they wait for it; below them, at `limits.alertsPerMember`, that
 * one must go before another is saved.
 */
export function MyAlerts({
  alerts,
  loading = false,
  failed,
  defaultEditing,
  waitingForVerification,
  ...actions
}: MyAlertsProps) {
  const { t } = useTexts();
  const headingId = useId();
  const [editing, setEditing] = useState(defaultEditing);
  return (
    <section className={panelSection} aria-labelledby={headingId} aria-busy={loading}>
      <h2 id={headingId} className={pageTitle}>
        {t('alerts.title')}
      </h2>
      {failed ? (
        <div className={styles.failed}>
          <LoadFailed message={t('alerts.loadFailed')} {...failed} />
        </div>
      ) : loading ? (
        <AlertsSkeleton />
      ) : alerts.length === 0 ? (
        <p className={panelNote}>{t('alerts.none')}</p>
      ) : (
        <>
          {waitingForVerification && (
            <div className={styles.waiting}>
              <p className={styles.waitingMessage}>{t('alerts.waiting')}</p>
              <ResendVerification {...waitingForVerification} />
            </div>
          )}
          <ul className={styles.list}>
            {alerts.map((alert) => (
              <li key={alert.id}>
                <SavedSearch
                  alert={alert}
                  editing={editing?.id === alert.id ? editing.step : null}
                  onEditingChange={(step) => setEditing(step ? { id: alert.id, step } : undefined)}
                  {...actions}
                />
              </li>
            ))}
          </ul>
          {alerts.length >= limits.alertsPerMember && (
            <p className={panelNote}>{t('alerts.full', { max: limits.alertsPerMember })}</p>
          )}
        </>
      )}
    </section>
  );
}

/** The saved searches' shape while they load: the name, when it last mailed, the actions. */
function AlertsSkeleton() {
  const { t } = useTexts();
  return (
    <RowListSkeleton
      label={t('alerts.loading')}
      listClassName={styles.list}
      facts={<SkeletonBlock width="half" />}
    />
  );
}

interface SavedSearchProps extends Omit<MyAlertsProps, 'alerts' | 'loading' | 'failed'> {
  alert: Alert;
  /** The rename field or the delete question shows in place of the name or the actions. */
  editing: EditStep | null;
  onEditingChange: (step: EditStep | null) => void;
}

function SavedSearch({
  alert,
  editing,
  onEditingChange,
  onRename,
  onFrequencyChange,
  onPausedChange,
  onDelete,
  changingId,
  deletingId,
}: SavedSearchProps) {
  const { t, language } = useTexts();
  const { id, name } = alert;
  const changing = changingId === id;
  const deleting = deletingId === id;
  const frequencyId = useId();
  const { renameRef, deleteRef } = useEditingFocus(editing);
  return (
    <article className={row} aria-busy={changing || deleting}>
      <div className={rowSummary}>
        {editing === 'rename' ? (
          <RenameForm
            name={name}
            label={t('alerts.nameLabel')}
            maxLength={limits.alertNameMaxLength}
            onRename={(newName) => {
              if (newName !== name) onRename(id, newName);
              onEditingChange(null);
            }}
            onCancel={() => onEditingChange(null)}
          />
        ) : (
          <h3 className={rowTitle}>{name}</h3>
        )}
        <p className={rowFacts}>
          {alert.paused && <Badge tone="caution">{t('alerts.paused')}</Badge>}
          <span>
            {alert.last_sent_at
              ? t('alerts.lastSent', {
                  date: longPostingDate(new Date(alert.last_sent_at), language),
                })
              : t('alerts.neverSent')}
          </span>
          <span>{t('alerts.matched', { count: alert.matched })}</span>
        </p>
      </div>
      <div className={rowActions}>
        <label className={visuallyHidden} htmlFor={frequencyId}>
          {`${t('alerts.frequency')}: ${name}`}
        </label>
        <Select
          compact
          id={frequencyId}
          value={alert.frequency}
          aria-disabled={changing || undefined}
          onChange={(event) => {
            const frequency = event.currentTarget.value === 'daily' ? 'daily' : 'instant';
            if (!changing) onFrequencyChange(id, frequency);
          }}
        >
          <option value="instant">{t('saveSearch.instant')}</option>
          <option value="daily">{t('saveSearch.daily')}</option>
        </Select>
        <Button
          size="small"
          tone="secondary"
          aria-disabled={changing || undefined}
          onClick={() => !changing && onPausedChange(id, !alert.paused)}
        >
          {changing && <span className={inlineRing} aria-hidden="true" />}
          {t(alert.paused ? 'alerts.resume' : 'alerts.pause')}
          <span className={visuallyHidden}>: {name}</span>
        </Button>
        {editing !== 'rename' && (
          <Button
            ref={renameRef}
            size="small"
            tone="secondary"
            onClick={() => onEditingChange('rename')}
          >
            {t('alerts.rename')}
            <span className={visuallyHidden}>: {name}</span>
          </Button>
        )}
        <Button
          ref={deleteRef}
          size="small"
          tone="secondary"
          onClick={() => onEditingChange('delete')}
        >
          {t('alerts.delete')}
          <span className={visuallyHidden}>: {name}</span>
        </Button>
      </div>
      <DeleteConfirmation
        open={editing === 'delete' || deleting}
        question={t('alerts.deleteQuestion', { name })}
        consequence={t('alerts.deleteConsequence')}
        deleting={deleting}
        onConfirm={() => onDelete(id)}
        onCancel={() => onEditingChange(null)}
      />
    </article>
  );
}
