import {
  type RejectionTemplate,
  type RejectionTemplateValues,
  rejectionLimits,
} from '@job/contract';
import { useEffect, useRef, useState } from 'react';
import { disclosureSummary } from '../../styles/disclosure.css';
import { row, rowActions, rowFacts, rowSummary, rowTitle } from '../../styles/rowList.css';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { useTexts } from '../../texts/TextsProvider';
import { Button } from '../Button/Button';
import { LoadFailed, type LoadFailure } from '../LoadFailed/LoadFailed';
import { DeleteConfirmation } from '../MyPostings/DeleteConfirmation';
import { useEditingFocus } from '../RenameForm/useEditingFocus';
import * as styles from './RejectionTemplates.css';
import { type TemplateErrors, TemplateForm } from './TemplateForm';
import { type PendingSave, pendingSave, saveLanded, templateLanguages } from './templateSaving';

/** What is open in place: a template's form or its delete question, or the new template's form. */
export type TemplateEditing = { id: number; step: 'edit' | 'delete' } | { id: 'new'; step: 'edit' };

export interface RejectionTemplatesProps {
  /** The poster's templates, by name. */
  templates: readonly RejectionTemplate[];
  /**
   * Told a template's values, checked and trimmed, with its id when it is a change. Its form stays
   * open until the list shows the save (a newer `updated_at`, or a template of the new name).
   */
  onSave: (values: RejectionTemplateValues, id?: number) => void;
  /** Told once the poster has confirmed deleting it. */
  onDelete: (id: number) => void;
  /** The template whose save is on its way, or `new`. */
  savingId?: number | 'new' | null;
  /** The template whose delete is on its way. */
  deletingId?: number | null;
  /** The server's 422 for the form being saved, by field. */
  errors?: TemplateErrors;
  /** Why the templates did not arrive, and their retry: shown in place of the list. */
  failed?: LoadFailure | null;
  /** Open at first; the part starts closed, one line on the applicants' page. */
  defaultOpen?: boolean;
  /** A form or a delete question open at first, as a designer reviews it. */
  defaultEditing?: TemplateEditing;
}

/**
 * 'Ret mesajı şablonları (3)' on the applicants' page, closed until opened: the poster's saved
 * rejection messages, each with its name, its languages and the start of its texts, changed in
 * place (Düzenle) or deleted once asked (Sil); 'Şablon ekle' under them, or, with
 * `rejectionLimits.templatesMax`, that one must go first. Each form is checked as the server
 * checks it, and shows the server's 422 by field.
 */
export function RejectionTemplates({
  templates,
  onSave,
  onDelete,
  savingId,
  deletingId,
  errors,
  failed,
  defaultOpen = false,
  defaultEditing,
}: RejectionTemplatesProps) {
  const { t, formats } = useTexts();
  const [open, setOpen] = useState(defaultOpen);
  const [editing, setEditing] = useState(defaultEditing);
  const [pending, setPending] = useState<PendingSave | null>(null);
  const [deleted, setDeleted] = useState<number | null>(null);
  const templatesRef = useRef<HTMLDivElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const full = templates.length >= rejectionLimits.templatesMax;
  const adding = editing?.id === 'new';

  // A save seen in the list closes its form; a template gone after its delete gives the focus to
  // the list. The focus after a form closes is its opener's (the row's Düzenle, 'Şablon ekle').
  useEffect(() => {
    if (pending && saveLanded(templates, pending)) {
      setPending(null);
      setEditing(undefined);
    }
    if (deleted !== null && !templates.some(({ id }) => id === deleted)) {
      setDeleted(null);
      setEditing(undefined);
      templatesRef.current?.focus();
    }
  }, [templates, pending, deleted]);
  const wasAdding = useRef(adding);
  useEffect(() => {
    if (wasAdding.current && !adding) (addRef.current ?? templatesRef.current)?.focus();
    wasAdding.current = adding;
  }, [adding]);

  const save = (values: RejectionTemplateValues, template?: RejectionTemplate) => {
    setPending(pendingSave(values, templates, template));
    onSave(values, template?.id);
  };
  const close = () => {
    setPending(null);
    setEditing(undefined);
  };

  return (
    <details
      className={styles.root}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className={disclosureSummary}>
        {failed
          ? t('rejectionTemplates.title')
          : t('rejectionTemplates.summary', { count: formats.number(templates.length) })}
      </summary>
      <p className={styles.description}>{t('rejectionTemplates.description')}</p>
      {failed ? (
        <div className={styles.templates}>
          <LoadFailed message={t('rejectionTemplates.loadFailed')} {...failed} />
        </div>
      ) : (
        <>
          <div ref={templatesRef} tabIndex={-1} className={styles.templates}>
            {templates.length === 0 ? (
              <p className={styles.none}>{t('rejectionTemplates.none')}</p>
            ) : (
              <ul className={styles.list}>
                {templates.map((template) => (
                  <li key={template.id}>
                    <TemplateRow
                      template={template}
                      step={editing?.id === template.id ? editing.step : null}
                      onStepChange={(step) =>
                        setEditing(step ? { id: template.id, step } : undefined)
                      }
                      onSave={(values) => save(values, template)}
                      onCancel={close}
                      onDelete={() => {
                        setDeleted(template.id);
                        onDelete(template.id);
                      }}
                      saving={savingId === template.id}
                      deleting={deletingId === template.id}
                      errors={errors}
                    />
                  </li>
                ))}
              </ul>
            )}
          </div>
          {adding ? (
            <div className={styles.newForm}>
              <TemplateForm
                saving={savingId === 'new'}
                errors={errors}
                onSave={(values) => save(values)}
                onCancel={close}
              />
            </div>
          ) : full ? (
            <p className={`${styles.add} ${styles.full}`}>
              {t('rejectionTemplates.full', { max: rejectionLimits.templatesMax })}
            </p>
          ) : (
            <div className={styles.add}>
              <Button
                ref={addRef}
                size="small"
                tone="secondary"
                onClick={() => {
                  setPending(null);
                  setEditing({ id: 'new', step: 'edit' });
                }}
              >
                {t('rejectionTemplates.add')}
              </Button>
            </div>
          )}
        </>
      )}
    </details>
  );
}

interface TemplateRowProps {
  template: RejectionTemplate;
  step: 'edit' | 'delete' | null;
  onStepChange: (step: 'edit' | 'delete' | null) => void;
  onSave: (values: RejectionTemplateValues) => void;
  onCancel: () => void;
  onDelete: () => void;
  saving: boolean;
  deleting: boolean;
  errors: TemplateErrors | undefined;
}

/** A template: its name, languages and texts, or its form; Düzenle and Sil. */
function TemplateRow({
  template,
  step,
  onStepChange,
  onSave,
  onCancel,
  onDelete,
  saving,
  deleting,
  errors,
}: TemplateRowProps) {
  const { t } = useTexts();
  const { name } = template;
  const { renameRef: editRef, deleteRef } = useEditingFocus(step === 'edit' ? 'rename' : step);
  const named = <span className={visuallyHidden}>: {name}</span>;
  return (
    <div className={row} aria-busy={saving || deleting}>
      {step === 'edit' ? (
        <TemplateForm
          template={template}
          saving={saving}
          errors={errors}
          onSave={onSave}
          onCancel={onCancel}
        />
      ) : (
        <>
          <div className={`${rowSummary} ${styles.summaryColumn}`}>
            <h3 className={rowTitle}>{name}</h3>
            <p className={rowFacts}>
              {t('rejectionTemplates.languages', { languages: templateLanguages(template) })}
            </p>
            {template.body_tr.trim() !== '' && (
              <p className={styles.text} lang="tr">
                {template.body_tr}
              </p>
            )}
            {template.body_en.trim() !== '' && (
              <p className={styles.text} lang="en">
                {template.body_en}
              </p>
            )}
          </div>
          <div className={rowActions}>
            <Button
              ref={editRef}
              size="small"
              tone="secondary"
              onClick={() => onStepChange('edit')}
            >
              {t('rejectionTemplates.edit')}
              {named}
            </Button>
            <Button
              ref={deleteRef}
              size="small"
              tone="secondary"
              onClick={() => onStepChange('delete')}
            >
              {t('rejectionTemplates.delete')}
              {named}
            </Button>
          </div>
        </>
      )}
      <DeleteConfirmation
        open={step === 'delete' || deleting}
        question={t('rejectionTemplates.deleteQuestion', { name })}
        consequence={t('rejectionTemplates.deleteConsequence')}
        deleting={deleting}
        onConfirm={onDelete}
        onCancel={() => onStepChange(null)}
      />
    </div>
  );
}
