import { rejectionLimits } from '@job/contract';
import { useTexts } from '../../texts/TextsProvider';
import * as styles from './RejectionMessage.css';

export interface MessageCountProps {
  /** The text as typed: counted trimmed, as it is sent. */
  text: string;
  max?: number;
}

/** '120 / 2.000 karakter' under a message's field, in red past the limit. */
export function MessageCount({ text, max = rejectionLimits.messageMaxLength }: MessageCountProps) {
  const { t, formats } = useTexts();
  const length = text.trim().length;
  return (
    <span className={length > max ? styles.countOver : styles.count}>
      {t('rejectMessage.count', { count: formats.number(length), max: formats.number(max) })}
    </span>
  );
}
