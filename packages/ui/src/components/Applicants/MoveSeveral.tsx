import {
  type ApplicationStatus,
  applicationStatuses,
  isApplicationStatus,
  type RejectionTemplate,
} from '@job/contract';
import { useState } from 'react';
import { useTexts } from '../../texts/TextsProvider';
import { applicationStatusLabelIds } from '../ApplicationStatusBadge/ApplicationStatusBadge';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { SelectField } from '../Field/Field';
import type { RejectionBody } from '../RejectionMessage/rejectionBody';
import * as styles from './Applicants.css';
import { RejectDialog } from './RejectDialog';

export interface MoveSeveralProps {
  /** How many applications shown can be picked (withdrawn ones cannot), and how many are. */
  pickable: number;
  picked: number;
  /** Told of 'Tümünü seç' ticked (true) or unticked (false). */
  onPickAll: (all: boolean) => void;
  /**
   * Told of the stage the picked applications are to move to; a rejection once confirmed, with
   * what it says to them.
   */
  onMove: (status: ApplicationStatus, rejection?: RejectionBody) => void;
  /** The poster's rejection templates, offered when they turn the applicants down. */
  templates: readonly RejectionTemplate[];
  /** A move of several is on its way. */
  moving: boolean;
}

/**
 * The bar above a posting's applications for moving several at once: 'Tümünü seç', how many are
 * picked, the stage to move them to and 'Taşı'. Its size never changes with the picking, so the
 * list under it stays where the poster's finger is.
 */
export function MoveSeveral({
  pickable,
  picked,
  onPickAll,
  onMove,
  moving,
  templates,
}: MoveSeveralProps) {
  const { t } = useTexts();
  const [target, setTarget] = useState<ApplicationStatus>('reviewed');
  const [confirmingRejection, setConfirmingRejection] = useState(false);
  return (
    <fieldset className={styles.several}>
      <legend className={styles.severalLabel}>{t('applicants.several')}</legend>
      <div className={styles.picking}>
        <Checkbox
          label={t('applicants.selectAll')}
          checked={picked > 0 && picked === pickable}
          indeterminate={picked > 0 && picked < pickable}
          onChange={(event) => onPickAll(event.target.checked)}
        />
        <span className={styles.pickedCount} role="status">
          {t('applicants.picked', { count: picked })}
        </span>
      </div>
      <div className={styles.moving}>
        <div className={styles.statusField}>
          <SelectField
            name="moveTo"
            label={t('applicants.moveTo')}
            options={applicationStatuses.map((status) => ({
              value: status,
              label: t(applicationStatusLabelIds[status]),
            }))}
            value={target}
            onChange={(event) => {
              if (isApplicationStatus(event.target.value)) setTarget(event.target.value);
            }}
          />
        </div>
        <Button
          tone="secondary"
          aria-disabled={moving || picked === 0 || undefined}
          onClick={() => {
            if (moving || picked === 0) return;
            // A refusal is asked first, as for one: it is the answer applicants dread.
            if (target === 'rejected') setConfirmingRejection(true);
            else onMove(target);
          }}
        >
          {moving ? t('applicants.moving') : t('applicants.move')}
        </Button>
      </div>
      <RejectDialog
        open={confirmingRejection}
        title={t('applicants.rejectManyQuestion', { count: picked })}
        consequence={t('applicants.rejectManyConsequence')}
        templates={templates}
        onConfirm={(rejection) => {
          setConfirmingRejection(false);
          onMove('rejected', rejection);
        }}
        onCancel={() => setConfirmingRejection(false)}
      />
    </fieldset>
  );
}
