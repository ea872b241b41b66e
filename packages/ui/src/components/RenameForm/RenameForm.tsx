import { type FormEvent, useEffect, useId, useRef } from 'react';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { useTexts } from '../../texts/TextsProvider';
import { Button } from '../Button/Button';
import * as styles from './RenameForm.css';

export interface RenameFormProps {
  /** The name now, which the field starts with, selected. */
  name: string;
  /** The field's name for screen readers ('Aramanın adı'); the row around it shows what it names. */
  label: string;
  maxLength: number;
  /** Told the name typed, trimmed; null when it was emptied. */
  onRename: (name: string | null) => void;
  onCancel: () => void;
}

/**
 * A name edited in place of itself (a saved search's, a stored CV's): a field with Save and Cancel;
 * Escape cancels.
 */
export function RenameForm({ name, label, maxLength, onRename, onCancel }: RenameFormProps) {
  const { t } = useTexts();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    inputRef.current?.select();
  }, []);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get('name') ?? '').trim();
    onRename(typed === '' ? null : typed);
  };
  return (
    <form
      className={styles.root}
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <label className={visuallyHidden} htmlFor={inputId}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        name="name"
        className={styles.input}
        defaultValue={name}
        maxLength={maxLength}
      />
      <Button type="submit" size="small">
        {t('alerts.saveName')}
      </Button>
      <Button size="small" tone="secondary" onClick={onCancel}>
        {t('myPostings.cancel')}
      </Button>
    </form>
  );
}
