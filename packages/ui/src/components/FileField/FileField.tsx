import { type ChangeEvent, useId, useRef } from 'react';
import { textButton } from '../../styles/textButton.css';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { useTexts } from '../../texts/TextsProvider';
import { fileSize } from '../CvDownload/fileSize';
import { Field } from '../Field/Field';
import { UploadIcon } from '../Icon/icons';
import * as styles from './FileField.css';

export interface FileFieldProps {
  label: string;
  name?: string;
  /** What the picker offers, such as "application/pdf,.pdf"; the form still checks what it gets. */
  accept: string;
  /** The file chosen, beside the button: its name, and its size when given; Remove clears it. */
  chosen: { name: string; size?: number } | null;
  /** Messages for the field: the file's problem, the form's or the server's. */
  errors?: readonly string[];
  /** The file picked, or null once Remove cleared it. */
  onChange: (file: File | null) => void;
}

/**
 * A file input in the board's words and look: a button and the file chosen (or that none is), in
 * the reader's language, where a browser's own input speaks the browser's. The input itself lies
 * over them, invisible, so a click, a key or a file dropped reaches it, and it is what assistive
 * technology meets: named by the label, described by the messages and the file chosen. Once a
 * file is chosen the button offers another, and Remove beside the box clears it.
 */
export function FileField({ label, name, accept, chosen, errors, onChange }: FileFieldProps) {
  const { t, language } = useTexts();
  const chosenId = useId();
  const input = useRef<HTMLInputElement>(null);
  const choose = (event: ChangeEvent<HTMLInputElement>) =>
    onChange(event.currentTarget.files?.[0] ?? null);
  const remove = () => {
    if (input.current) input.current.value = '';
    onChange(null);
    // The Remove button goes with the file: the focus goes back to where another is chosen.
    input.current?.focus();
  };
  return (
    <Field label={label} errors={errors}>
      {(control) => (
        <div className={styles.picker}>
          <div className={styles.target}>
            <input
              {...control}
              ref={input}
              aria-describedby={[control['aria-describedby'], chosenId].filter(Boolean).join(' ')}
              className={styles.input}
              type="file"
              name={name}
              accept={accept}
              onChange={choose}
            />
            <span className={styles.button} aria-hidden="true">
              <UploadIcon size={16} />
              {t(chosen ? 'fileField.replace' : 'fileField.choose')}
            </span>
            <span id={chosenId} className={styles.chosen}>
              {chosen ? (
                <>
                  <span className={styles.name}>{chosen.name}</span>{' '}
                  {chosen.size !== undefined && (
                    <span className={styles.size}>{fileSize(chosen.size, language)}</span>
                  )}
                </>
              ) : (
                t('fileField.none')
              )}
            </span>
          </div>
          {chosen && (
            <button type="button" className={textButton} onClick={remove}>
              {t('fileField.remove')}
              <span className={visuallyHidden}>: {chosen.name}</span>
            </button>
          )}
        </div>
      )}
    </Field>
  );
}
