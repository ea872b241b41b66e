import type { PosterQuestion } from '@job/contract';
import { useTexts } from '../../texts/TextsProvider';
import { answerWords } from '../ApplicationEntry/ScreeningAnswers';
import { applicationStatusLabelIds } from '../ApplicationStatusBadge/ApplicationStatusBadge';
import { SelectField } from '../Field/Field';
import * as styles from './Applicants.css';
import {
  type ApplicantArrangement,
  answerChoices,
  answerStandings,
  applicantOrders,
  isAnswerFilter,
  isApplicantOrder,
  isRatingFilter,
  isSentFilter,
  isStageChoice,
  ratingFilters,
  ratingFilterWords,
  sentFilters,
  sentFilterWords,
  stageChoices,
} from './arrangement';

export interface ArrangeControlsProps {
  /** The filters and the order shown; the answers' only offered when the posting asks questions. */
  arrangement: ApplicantArrangement;
  /** The posting's screening questions: the answers' select offers their answers. */
  questions: readonly PosterQuestion[];
  /** Told of a filter or the order chosen, with the rest of `arrangement` as it is. */
  onArrange: (arrangement: ApplicantArrangement) => void;
}

/**
 * The selects above a posting's applications, in a grid: which stage, rating ('En az 4 yıldız')
 * and date sent ('Son 7 gün') to show and in what order; and, when the posting asks screening
 * questions, on a line of its own, which answers: with or without a disqualifying one, or one
 * answer to one question ('Türkiye’de çalışma izniniz var mı? — Hayır').
 */
export function ArrangeControls({ arrangement, questions, onArrange }: ArrangeControlsProps) {
  const { t } = useTexts();
  const { stage, order, answers, rating, sent } = arrangement;
  const arrange = (changes: Partial<ApplicantArrangement>) =>
    onArrange({ ...arrangement, ...changes });
  return (
    <div className={styles.arrange}>
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
          if (isStageChoice(event.target.value)) arrange({ stage: event.target.value });
        }}
      />
      <SelectField
        name="rating"
        label={t('applicants.ratingFilter')}
        options={ratingFilters.map((choice) => ({
          value: choice,
          label: t(`applicants.ratingFilter.${ratingFilterWords[choice]}`),
        }))}
        value={rating}
        onChange={(event) => {
          if (isRatingFilter(event.target.value)) arrange({ rating: event.target.value });
        }}
      />
      <SelectField
        name="sent"
        label={t('applicants.sentFilter')}
        options={sentFilters.map((choice) => ({
          value: choice,
          label: t(`applicants.sentFilter.${sentFilterWords[choice]}`),
        }))}
        value={sent}
        onChange={(event) => {
          if (isSentFilter(event.target.value)) arrange({ sent: event.target.value });
        }}
      />
      <SelectField
        name="order"
        label={t('applicants.order')}
        options={applicantOrders.map((choice) => ({
          value: choice,
          label: t(`applicants.order.${choice}`),
        }))}
        value={order}
        onChange={(event) => {
          if (isApplicantOrder(event.target.value)) arrange({ order: event.target.value });
        }}
      />
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
                arrange({ answers: event.target.value });
            }}
          />
        </div>
      )}
    </div>
  );
}
