import {
  type RejectionTemplate,
  type RejectionTemplateValues,
  rejectionLimits,
  validateRejectionTemplate,
} from '@job/contract';
import { useEffect, useState } from 'react';
import { useTexts } from '../../texts/TextsProvider';
import { Button } from '../Button/Button';
import { TextAreaField, TextField } from '../Field/Field';
import { useValidatedForm } from '../Form/useValidatedForm';
import { MessageCount } from '../RejectionMessage/MessageCount';
import { inlineRing } from '../Spinner/Spinner.css';
import * as styles from './RejectionTemplates.css';
import { templateValues, unchanged } from './templateSaving';

/** The fields of a template, as `validateRejectionTemplate` and the server's 422 name them. */
export type TemplateField = 'name' | 'body_tr' | 'body_en';

/** Messages by field, read-only: a store's snapshot of a 422 is one as it is. */
export type TemplateErrors = { readonly [Field in TemplateField]?: readonly string[] };

export interface TemplateFormProps {
  /** The template changed; none for a new one. */
  template?: RejectionTemplate;
  /** Its save is on its way: the form waits. */
  saving: boolean;
  /** The server's 422 for this form's save, shown by field once it has been sent. */
  errors?: TemplateErrors;
  onSave: (values: RejectionTemplateValues) => void;
  onCancel: () => void;
}

/**
 * A template's name and texts, in place of its row (or of 'Şablon ekle'): checked with
 * `validateRejectionTemplate` on Save, the first field with a message focused; Escape or Vazgeç
 * closes it. A save that changes nothing just closes it.
 */
export function TemplateForm({ template, saving, errors, onSave, onCancel }: TemplateFormProps) {
  const { t } = useTexts();
  const [sent, setSent] = useState(false);
  const [lengths, setLengths] = useState({
    body_tr: template?.body_tr ?? '',
    body_en: template?.body_en ?? '',
  });
  const { errors: clientErrors, formProps } = useValidatedForm<
    RejectionTemplateValues,
    RejectionTemplateValues,
    TemplateField
  >(
    {
      onSubmit: (values) => {
        if (template && unchanged(values, template)) {
          onCancel();
          return;
        }
        setSent(true);
        onSave(values);
      },
    },
    {
      read: (form) => {
        const data = new FormData(form);
        const text = (field: TemplateField) => String(data.get(field) ?? '');
        return templateValues(text('name'), text('body_tr'), text('body_en'));
      },
      validate: validateRejectionTemplate,
      toSubmission: (values) => values,
    },
  );
  const shown: TemplateErrors = { ...(sent ? errors : {}), ...clientErrors };
  const { formRef } = formProps;
  // Opened, the form takes the focus at its first field.
  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>('input[name="name"]')?.focus();
  }, [formRef]);
  // The server's messages, once they come, take the focus as the form's own do.
  useEffect(() => {
    if (!sent || !errors || Object.values(errors).every((found) => !found?.length)) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors, sent, formRef]);
  return (
    <form
      ref={formRef}
      className={styles.form}
      aria-label={
        template ? `${t('rejectionTemplates.edit')}: ${template.name}` : t('rejectionTemplates.add')
      }
      aria-busy={saving}
      noValidate
      onSubmit={(event) => {
        if (saving) event.preventDefault();
        else formProps.onSubmit(event);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !saving) onCancel();
      }}
    >
      <TextField
        label={t('rejectionTemplates.name')}
        name="name"
        defaultValue={template?.name}
        maxLength={rejectionLimits.templateNameMaxLength}
        errors={shown.name}
      />
      <TextAreaField
        label={t('rejectionTemplates.bodyTr')}
        name="body_tr"
        lang="tr"
        rows={4}
        defaultValue={template?.body_tr}
        errors={shown.body_tr}
        onChange={(event) => setLengths({ ...lengths, body_tr: event.currentTarget.value })}
        hint={<MessageCount text={lengths.body_tr} />}
      />
      <TextAreaField
        label={t('rejectionTemplates.bodyEn')}
        name="body_en"
        lang="en"
        rows={4}
        defaultValue={template?.body_en}
        errors={shown.body_en}
        onChange={(event) => setLengths({ ...lengths, body_en: event.currentTarget.value })}
        hint={
          <>
            <span className={styles.hintLine}>{t('rejectionTemplates.bodyHint')}</span>
            <MessageCount text={lengths.body_en} />
          </>
        }
      />
      <div className={styles.formActions}>
        <Button type="submit" size="small" aria-disabled={saving || undefined}>
          {saving && <span className={inlineRing} aria-hidden="true" />}
          {t('rejectionTemplates.save')}
        </Button>
        <Button
          size="small"
          tone="secondary"
          aria-disabled={saving || undefined}
          onClick={() => !saving && onCancel()}
        >
          {t('rejectionTemplates.cancel')}
        </Button>
      </div>
    </form>
  );
}
