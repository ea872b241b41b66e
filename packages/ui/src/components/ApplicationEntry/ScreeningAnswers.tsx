import type { GivenAnswer, QuestionKind } from '@job/contract';
import type { Translate } from '@job/texts';
import { useTexts } from '../../texts/TextsProvider';
import { Badge } from '../Badge/Badge';
import * as styles from './ApplicationEntry.css';

/** An answer in the reader's words: 'Evet' or 'Hayır' for a yes/no question; others as given. */
export function answerWords(kind: QuestionKind, answer: string, t: Translate): string {
  if (kind !== 'yes_no') return answer;
  if (answer === 'yes') return t('answer.yes');
  if (answer === 'no') return t('answer.no');
  return answer;
}

export interface ScreeningAnswersProps {
  /** The words over them: 'Ön eleme yanıtları' for the poster, 'Yanıtlarınız' for the applicant. */
  label: string;
  /**
   * The application's answers, in the questions' order. The poster's (ScreeningAnswer) say
   * whether each disqualifies; the applicant's (GivenAnswer) never do.
   */
  answers: readonly (GivenAnswer & { disqualifying?: boolean })[];
}

/**
 * An application's answers to the posting's screening questions, under `label`, as both sides see
 * them: each question as it was asked, then the answer (a yes/no in words); for the poster, a
 * disqualifying one marked 'Eleyen yanıt' in words as well as in red. Nothing when there are none.
 */
export function ScreeningAnswers({ label, answers }: ScreeningAnswersProps) {
  const { t } = useTexts();
  if (answers.length === 0) return null;
  return (
    <div>
      <p className={styles.answersLabel}>{label}</p>
      <dl className={styles.answers}>
        {answers.map((given) => (
          <div key={given.question_id} className={styles.answer}>
            <dt className={styles.answerQuestion}>{given.label}</dt>
            <dd className={styles.answerGiven}>
              <span className={styles.answerText}>{answerWords(given.kind, given.answer, t)}</span>
              {given.disqualifying === true && (
                <Badge tone="critical">{t('applicants.disqualified')}</Badge>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
