import {
  type CvProblem,
  cvNameMaxLength,
  limits,
  type StoredCv,
  seekerLimits,
} from '@job/contract';
import { useEffect, useId, useState } from 'react';
import { sectionTitle } from '../../styles/heading.css';
import { panelNote } from '../../styles/panel.css';
import { row, rowActions, rowFacts, rowSummary } from '../../styles/rowList.css';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { useTexts } from '../../texts/TextsProvider';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { buttonClass } from '../Button/buttonClass';
import { checkCv } from '../CvDownload/checkCv';
import { fileSize } from '../CvDownload/fileSize';
import { FileField } from '../FileField/FileField';
import { DeleteConfirmation } from '../MyPostings/DeleteConfirmation';
import { longPostingDate } from '../PostedDate/relativeTime';
import { RenameForm } from '../RenameForm/RenameForm';
import { type EditStep, useEditingFocus } from '../RenameForm/useEditingFocus';
import { inlineRing } from '../Spinner/Spinner.css';
import * as styles from './StoredCvs.css';

export interface StoredCvsProps {
  /** The member's stored CVs, the default first. */
  cvs: readonly StoredCv[];
  /** Told a new CV whose bytes read as a whole PDF of at most 5 MB. */
  onAdd: (file: File) => void;
  /** Told a CV's new file, checked as an added one is. */
  onReplace: (id: number, file: File) => void;
  /** Told the name typed, trimmed; an emptied name keeps the old one. */
  onRename: (id: number, name: string) => void;
  onMakeDefault: (id: number) => void;
  /** Told once the member has confirmed deleting it. */
  onDelete: (id: number) => void;
  /** Told of a press on a CV's name: the app downloads it (it is private, behind the session). */
  onDownload: (id: number) => void;
  /** The CV whose change is on its way, or `new` while one is uploaded. */
  busy?: number | 'new' | null;
  /** The server's refusal of the latest upload (three stored already, too large), under it. */
  uploadError?: string | null;
  /** A CV whose rename field or delete question shows at first, as a designer reviews it. */
  defaultEditing?: { id: number; step: EditStep };
}

/** A file chosen and, once its bytes are read, what is wrong with it (nothing: it is sent). */
interface Picked {
  file: File;
  problem?: CvProblem;
}

/**
 * 'CV'lerim' on the member's CV page: up to three stored CVs, each with its name (a press
 * downloads it), size and upload date, the default marked; each can be made the default, renamed,
 * given a new file or deleted (asked first). Under them, the upload of another, checked by its
 * bytes as it is chosen, or, with three, that one must go first.
 */
export function StoredCvs({
  cvs,
  onAdd,
  busy,
  uploadError,
  defaultEditing,
  ...actions
}: StoredCvsProps) {
  const { t, language } = useTexts();
  const headingId = useId();
  const [editing, setEditing] = useState(defaultEditing);
  const [picked, setPicked] = useState<Picked | null>(null);
  // A CV added (or one gone, making room) clears the upload for the next one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: cleared when the count changes
  useEffect(() => setPicked(null), [cvs.length]);
  const adding = busy === 'new';
  const choose = (file: File | null) => {
    // One upload at a time: while the file chosen goes, the status under the field says so.
    if (adding && picked) return;
    setPicked(file && { file });
    if (!file) return;
    void checkCv(file).then((problem) => {
      if (problem) {
        setPicked((current) => (current?.file === file ? { file, problem } : current));
      } else {
        onAdd(file);
      }
    });
  };
  const full = cvs.length >= seekerLimits.storedCvsMax;
  const uploadMessages = picked?.problem ? [t(picked.problem)] : uploadError ? [uploadError] : [];
  return (
    <section aria-labelledby={headingId} aria-busy={adding}>
      <h3 id={headingId} className={sectionTitle}>
        {t('storedCvs.title')}
      </h3>
      <p className={styles.description}>
        {t('storedCvs.description', { max: seekerLimits.storedCvsMax })}
      </p>
      {cvs.length === 0 ? (
        <p className={panelNote}>{t('storedCvs.none')}</p>
      ) : (
        <ul className={styles.list}>
          {cvs.map((cv) => (
            <li key={cv.id}>
              <StoredCvRow
                cv={cv}
                busy={busy === cv.id}
                editing={editing?.id === cv.id ? editing.step : null}
                onEditingChange={(step) => setEditing(step ? { id: cv.id, step } : undefined)}
                {...actions}
              />
            </li>
          ))}
        </ul>
      )}
      <div className={styles.add}>
        {full && !adding ? (
          <p className={panelNote}>{t('storedCvs.full', { max: seekerLimits.storedCvsMax })}</p>
        ) : (
          <FileField
            label={t('storedCvs.add', { size: fileSize(limits.cvMaxBytes, language) })}
            accept="application/pdf,.pdf"
            chosen={picked && { name: picked.file.name }}
            errors={uploadMessages}
            onChange={choose}
          />
        )}
        <p role="status" className={adding ? styles.description : visuallyHidden}>
          {adding && t('storedCvs.adding')}
        </p>
      </div>
    </section>
  );
}

interface StoredCvRowProps
  extends Pick<
    StoredCvsProps,
    'onReplace' | 'onRename' | 'onMakeDefault' | 'onDelete' | 'onDownload'
  > {
  cv: StoredCv;
  /** Its change is on its way. */
  busy: boolean;
  editing: EditStep | null;
  onEditingChange: (step: EditStep | null) => void;
}

function StoredCvRow({
  cv,
  busy,
  editing,
  onEditingChange,
  onReplace,
  onRename,
  onMakeDefault,
  onDelete,
  onDownload,
}: StoredCvRowProps) {
  const { t, language } = useTexts();
  const [problem, setProblem] = useState<CvProblem>();
  const problemId = useId();
  const { renameRef, deleteRef } = useEditingFocus(editing);
  const replace = (file: File | undefined) => {
    if (!file) return;
    setProblem(undefined);
    void checkCv(file).then((found) => (found ? setProblem(found) : onReplace(cv.id, file)));
  };
  const named = <span className={visuallyHidden}>: {cv.name}</span>;
  return (
    <article className={row} aria-busy={busy}>
      <div className={`${rowSummary} ${styles.summary}`}>
        {editing === 'rename' ? (
          <RenameForm
            name={cv.name}
            label={t('storedCvs.nameLabel')}
            maxLength={cvNameMaxLength}
            onRename={(name) => {
              if (name !== null && name !== cv.name) onRename(cv.id, name);
              onEditingChange(null);
            }}
            onCancel={() => onEditingChange(null)}
          />
        ) : (
          <h4>
            <button
              type="button"
              className={styles.name}
              aria-label={t('storedCvs.download', { name: cv.name })}
              onClick={() => onDownload(cv.id)}
            >
              {cv.name}
            </button>
          </h4>
        )}
        <p className={rowFacts}>
          {cv.default && <Badge tone="positive">{t('storedCvs.default')}</Badge>}
          <span>
            {t('storedCvs.facts', {
              size: fileSize(cv.size, language),
              date: longPostingDate(new Date(cv.updated_at), language),
            })}
          </span>
        </p>
        {problem && (
          <p id={problemId} role="alert" className={styles.rowError}>
            {t(problem)}
          </p>
        )}
      </div>
      <div className={rowActions}>
        {busy && <span className={`${inlineRing} ${styles.busyRing}`} aria-hidden="true" />}
        {!cv.default && (
          <Button
            size="small"
            tone="secondary"
            aria-disabled={busy || undefined}
            onClick={() => !busy && onMakeDefault(cv.id)}
          >
            {t('storedCvs.makeDefault')}
            {named}
          </Button>
        )}
        {editing !== 'rename' && (
          <Button
            ref={renameRef}
            size="small"
            tone="secondary"
            onClick={() => onEditingChange('rename')}
          >
            {t('storedCvs.rename')}
            {named}
          </Button>
        )}
        <label
          className={`${buttonClass({ tone: 'secondary', size: 'small' })} ${styles.fileButton}`}
        >
          <input
            type="file"
            accept="application/pdf,.pdf"
            className={styles.fileInput}
            disabled={busy}
            aria-invalid={problem !== undefined}
            aria-describedby={problem ? problemId : undefined}
            onChange={(event) => {
              replace(event.currentTarget.files?.[0]);
              // The same file chosen again is a change too.
              event.currentTarget.value = '';
            }}
          />
          {t('storedCvs.replace')}
          {named}
        </label>
        <Button
          ref={deleteRef}
          size="small"
          tone="secondary"
          onClick={() => onEditingChange('delete')}
        >
          {t('storedCvs.delete')}
          {named}
        </Button>
      </div>
      <DeleteConfirmation
        open={editing === 'delete'}
        question={t('storedCvs.deleteQuestion', { name: cv.name })}
        consequence={t('storedCvs.deleteConsequence')}
        // Busy with another change (a rename), the question waits as asked, not as deleting.
        deleting={busy && editing === 'delete'}
        onConfirm={() => onDelete(cv.id)}
        onCancel={() => onEditingChange(null)}
      />
    </article>
  );
}
