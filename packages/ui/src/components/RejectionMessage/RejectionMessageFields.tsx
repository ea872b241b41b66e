import { type RejectionTemplate, rejectionLimits } from '@job/contract';
import type { Language } from '@job/texts';
import { useTexts } from '../../texts/TextsProvider';
import { SelectField, TextAreaField } from '../Field/Field';
import { MessageCount } from './MessageCount';
import * as styles from './RejectionMessage.css';
import { chooseTemplate, type RejectionMessageChoice } from './rejectionBody';

export interface RejectionMessageFieldsProps {
  /** The poster's templates, by name; with none, only the message is offered. */
  templates: readonly RejectionTemplate[];
  /**
   * The language of the one applicant turned down (`application.applicant.language`; null when
   * they chose none, read as Turkish); left out for several applicants at once.
   */
  language?: Language | null;
  value: RejectionMessageChoice;
  /** Told the whole choice on each change; send it with `rejectionBody(value, several)`. */
  onChange: (value: RejectionMessageChoice) => void;
  /** Messages by field: `rejectionMessageErrors`' own, or the server's 422. */
  errors?: { readonly message?: readonly string[]; readonly template?: readonly string[] };
}

/**
 * The fields inside the reject confirmation: a message to the applicant, optional, counted against
 * `rejectionLimits.messageMaxLength`, and, when the poster keeps templates, 'Şablon' to start
 * from one. For one applicant a template fills the message with its text in their language, which
 * the poster may change; what is sent is the message. For several, a template is shown as it will
 * be sent, each applicant getting their language's text, and a message is written only without one.
 */
export function RejectionMessageFields({
  templates,
  language,
  value,
  onChange,
  errors = {},
}: RejectionMessageFieldsProps) {
  const { t } = useTexts();
  const several = language === undefined;
  const chosen = templates.find((template) => template.id === value.template);
  return (
    <div className={styles.root}>
      {templates.length > 0 && (
        <SelectField
          label={t('rejectMessage.template')}
          name="template"
          value={chosen ? String(chosen.id) : ''}
          placeholder={t('rejectMessage.noTemplate')}
          options={templates.map((template) => ({
            value: String(template.id),
            label: template.name,
          }))}
          errors={errors.template}
          hint={
            several
              ? t('rejectMessage.manyHint')
              : t('rejectMessage.applicantLanguage', { language: language ?? 'tr' })
          }
          onChange={(event) => {
            const id = event.currentTarget.value;
            onChange(chooseTemplate(value, templates, id === '' ? null : Number(id), language));
          }}
        />
      )}
      {several && chosen ? (
        <TemplatePreview template={chosen} />
      ) : (
        <TextAreaField
          label={t('rejectMessage.message')}
          name="message"
          rows={5}
          value={value.message}
          errors={errors.message}
          hint={
            <>
              <span className={styles.hintLine}>{t('rejectMessage.messageHint')}</span>
              <MessageCount text={value.message} max={rejectionLimits.messageMaxLength} />
            </>
          }
          onChange={(event) => onChange({ ...value, message: event.currentTarget.value })}
        />
      )}
    </div>
  );
}

/** A template's texts as several applicants will get them, each marked with its language. */
function TemplatePreview({ template }: { template: RejectionTemplate }) {
  const { t } = useTexts();
  const texts = [
    { language: 'tr', label: t('rejectionTemplates.bodyTr'), text: template.body_tr.trim() },
    { language: 'en', label: t('rejectionTemplates.bodyEn'), text: template.body_en.trim() },
  ].filter(({ text }) => text !== '');
  return (
    <dl className={styles.preview}>
      {texts.map(({ language, label, text }) => (
        <div key={language}>
          <dt className={styles.previewLanguage}>{label}</dt>
          <dd className={styles.previewText} lang={language}>
            {text}
          </dd>
        </div>
      ))}
    </dl>
  );
}
