import { type ReactNode, useId } from 'react';
import * as formStyles from '../Form/Form.css';
import * as styles from './MessageCard.css';

export interface MessageCardProps {
  /** The heading, which also names the card. */
  title: string;
  /** What the card says, one `<p>` per paragraph. */
  children: ReactNode;
  /** What the reader can do next: buttons or links, at the card's width. */
  actions?: ReactNode;
}

/**
 * A form's answer in the form's own card, so the page keeps its shape: "check your inbox", a link
 * that no longer works, an address verified.
 */
export function MessageCard({ title, children, actions }: MessageCardProps) {
  const titleId = useId();
  return (
    <section className={formStyles.root.card} aria-labelledby={titleId}>
      <div className={formStyles.column.card}>
        <h1 id={titleId} className={formStyles.title.card}>
          {title}
        </h1>
        <div className={styles.body}>{children}</div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </section>
  );
}
