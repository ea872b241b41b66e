import { rejectionLimits } from '@job/contract';
import type { MessageId } from '@job/texts';
import { useTexts } from '../../texts/TextsProvider';
import * as styles from './RejectionMessage.css';

export interface MessageCountProps {
  /** The text as typed: counted trimmed, as it is sent. */
  text: string;
  max?: number;
  /** The count's words, given `count` and `max` ('{count} / {max} karakter'), as its form's namespace has them. */
  words?: MessageId;
}

/** '120 / 2.000 karakter' under a long text's field (a message, a description), in red past the limit. */
export function MessageCount({
  text,
  max = rejectionLimits.messageMaxLength,
  words = 'rejectMessage.count',
}: MessageCountProps) {
  const { t, formats } = useTexts();
  const length = text.trim().length;
  return (
    <span className={length > max ? styles.countOver : styles.count}>
      {t(words, { count: formats.number(length), max: formats.number(max) })}
    </span>
  );
}
