import { useTexts } from '../../texts/TextsProvider';
import * as styles from './ResultCount.css';
import { type ResultCountQuery, resultCountText } from './resultCountText';

export type ResultCountProps = ResultCountQuery;

/** How many jobs a list holds on all its pages: '24 ilan', '"react" için 3 ilan', '24 jobs'. */
export function ResultCount(props: ResultCountProps) {
  const { t } = useTexts();
  return <p className={styles.root}>{resultCountText(props, t)}</p>;
}
