import type { PosterQuestion } from '@job/contract';
import { useTexts } from '../../texts/TextsProvider';
import { applicationStatusLabelIds } from '../ApplicationStatusBadge/ApplicationStatusBadge';
import { SelectField } from '../Field/Field';
import * as styles from './Applicants.css';
import {
  type AnswerFilter,
  type ApplicantOrder,
  answerChoices,
  answerStandings,
  applicantOrders,
  isAnswerFilter,
  isApplicantOrder,
  isStageChoice,
  type StageChoice,
  stageChoices,
} from './arrangement';
import { answerWords } from './ScreeningAnswers';

export interface ArrangeControlsProps {
  stage: StageChoice;
  order: ApplicantOrder;
  /** The answers shown; only offered when the posting asks questions. */
  answers: AnswerFilter;
  /** The posting's screening questions: the answers' select offers their answers. */
  questions: readonly PosterQuestion[];
  onStageChange: (stage: StageChoice) => void;
  onOrderChange: (order: ApplicantOrder) => void;
  onAnswersChange: (answers: AnswerFilter) => void;
}

/**
 * The selects above a posting's applications: which stage to show and in what order, and, when
 * the posting asks screening questions, on a line of its own, which answers: with or without a
 * disqualifying one, or one answer to one question ('Türkiye’de çalışma izniniz var mı? — Hayır').
 */
export function ArrangeControls({
  stage,
  order,
  answers,
  questions,
  onStageChange,
  onOrderChange,
  onAnswersChange,
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
      {questions.length > 0 && (
        <div className={styles.arrangeAnswersField}>
          <SelectField
            name="answers"
            label={t('applicants.answerFilter')}
            options={[
              ...answerStandings.map((standing) => ({
                value: standing,
                label: t(`applicants.answerFilter.${standing}`),
              })),
              ...answerChoices(questions).map(({ value, question, answer }) => ({
                value,
                label: t('applicants.answerFilter.answer', {
                  question: question.label,
                  answer: answerWords(question.kind, answer, t),
                }),
              })),
            ]}
            value={answers}
            onChange={(event) => {
              if (isAnswerFilter(event.target.value, questions))
                onAnswersChange(event.target.value);
            }}
          />
        </div>
      )}
    </div>
  );
}
