import { useTexts } from '../../texts/TextsProvider';
import { longPostingDate, relativePostingTime } from './relativeTime';

export interface PostedDateProps {
  /** When the job was posted: its `created_at`. */
  postedAt: string;
  /**
   * The moment to compare with. Given, never read from the clock here, so a story always says the
   * same and the server's render and the browser's hydration print the same text.
   */
  now: Date;
}

/**
 * When a job was posted, in the reader's language ('3 gün önce', '3 days ago'), the full date on
 * hover.
 */
export function PostedDate({ postedAt, now }: PostedDateProps) {
  const { language } = useTexts();
  const posted = new Date(postedAt);
  // A date the server never sends; shown as nothing rather than as 'Invalid Date'.
  if (Number.isNaN(posted.getTime())) return null;
  return (
    <time dateTime={postedAt} title={longPostingDate(posted, language)}>
      {relativePostingTime(posted, now, language)}
    </time>
  );
}
