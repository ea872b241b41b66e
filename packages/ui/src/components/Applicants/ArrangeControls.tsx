import { useTexts } from '../../texts/TextsProvider';
import { applicationStatusLabelIds } from '../ApplicationStatusBadge/ApplicationStatusBadge';
import { SelectField } from '../Field/Field';
import * as styles from './Applicants.css';
import {
  type ApplicantOrder,
  applicantOrders,
  isApplicantOrder,
  isStageChoice,
  type StageChoice,
  stageChoices,
} from './arrangement';

export interface ArrangeControlsProps {
  stage: StageChoice;
  order: ApplicantOrder;
  onStageChange: (stage: StageChoice) => void;
  onOrderChange: (order: ApplicantOrder) => void;
}

/** The two selects above a posting's applications: which stage to show, and in what order. */
export function ArrangeControls({
  stage,
  order,
  onStageChange,
  onOrderChange,
}: ArrangeControlsProps) {
  const { t } = useTexts();
  return (
    <div className={styles.arrange}>
      <div className={styles.arrangeField}>
        <SelectField
          name="stage"
          label={t('applicants.stage')}
          options={stageChoices.map((choice) => ({
            value: choice,
            label:
              choice === 'all' ? t('applicants.allStages') : t(applicationStatusLabelIds[choice]),
          }))}
          value={stage}
          onChange={(event) => {
            if (isStageChoice(event.target.value)) onStageChange(event.target.value);
          }}
        />
      </div>
      <div className={styles.arrangeField}>
        <SelectField
          name="order"
          label={t('applicants.order')}
          options={applicantOrders.map((choice) => ({
            value: choice,
            label: t(`applicants.order.${choice}`),
          }))}
          value={order}
          onChange={(event) => {
            if (isApplicantOrder(event.target.value)) onOrderChange(event.target.value);
          }}
        />
      </div>
    </div>
  );
}
