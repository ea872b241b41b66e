import type { QuestionKind, ScreeningAnswer } from '@job/contract';
import type { Translate } from '@job/texts';
import { useTexts } from '../../texts/TextsProvider';
import { Badge } from '../Badge/Badge';
import * as styles from './Applicants.css';

/** An answer in the reader's words: 'Evet' or 'Hayır' for a yes/no question; others as given. */
export function answerWords(kind: QuestionKind, answer: string, t: Translate): string {
  if (kind !== 'yes_no') return answer;
  if (answer === 'yes') return t('answer.yes');
  if (answer === 'no') return t('answer.no');
  return answer;
}

export interface ScreeningAnswersProps {
  /** The application's answers, in the questions' order. */
  answers: readonly ScreeningAnswer[];
}

/**
 * An application's answers to the posting's screening questions, under their label: each question
 * as it was asked, then the answer, a disqualifying one marked 'Eleyen yanıt' in words as well as
 * in red. Nothing when there are none.
 */
export function ScreeningAnswers({ answers }: ScreeningAnswersProps) {
  const { t } = useTexts();
  if (answers.length === 0) return null;
  return (
    <div>
      <p className={styles.answersLabel}>{t('applicants.answers')}</p>
      <dl className={styles.answers}>
        {answers.map((given) => (
          <div key={given.question_id} className={styles.answer}>
            <dt className={styles.answerQuestion}>{given.label}</dt>
            <dd className={styles.answerGiven}>
              <span className={styles.answerText}>{answerWords(given.kind, given.answer, t)}</span>
              {given.disqualifying && <Badge tone="critical">{t('applicants.disqualified')}</Badge>}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
