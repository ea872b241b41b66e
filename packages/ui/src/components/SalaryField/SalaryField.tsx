import {
  type FieldErrors,
  type SalaryFigures,
  salaryCurrencies,
  salaryPeriods,
} from '@job/contract';
import { useId } from 'react';
import { useTexts } from '../../texts/TextsProvider';
import { SelectField, TextField } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { currencySigns } from './currencySigns';
import * as styles from './SalaryField.css';

/** The figures' fields, as the create and edit forms send them and the API names its messages. */
export type SalaryFieldName = 'salaryMin' | 'salaryMax' | 'salaryCurrency' | 'salaryPeriod';

export interface SalaryFieldProps {
  /** The figures the inputs start from, on an edit. */
  defaultFigures?: SalaryFigures | null;
  /**
   * What a posting without figures shows now ('Görüşülür', from the original client's text): sent
   * as `salary` and kept, unless figures are entered.
   */
  keptText?: string;
  errors?: FieldErrors<SalaryFieldName>;
}

/**
 * 'Maaş': the lowest amount (or the only one), the highest, the currency and the period, as
 * figures a seeker can filter by. Uncontrolled inputs named as the API's fields; a new posting
 * starts in lira a month.
 */
export function SalaryField({ defaultFigures, keptText = '', errors = {} }: SalaryFieldProps) {
  const { t } = useTexts();
  const hintId = useId();
  return (
    <fieldset className={fieldStyles.group} aria-describedby={hintId}>
      <legend className={fieldStyles.legend}>{t('jobForm.salary')}</legend>
      <div className={styles.figures}>
        <TextField
          label={t('jobForm.salaryMin')}
          name="salaryMin"
          inputMode="decimal"
          autoComplete="off"
          defaultValue={defaultFigures?.min}
          errors={errors.salaryMin}
        />
        <TextField
          label={t('jobForm.salaryMax')}
          name="salaryMax"
          inputMode="decimal"
          autoComplete="off"
          defaultValue={defaultFigures?.max ?? undefined}
          errors={errors.salaryMax}
        />
        <SelectField
          label={t('jobForm.salaryCurrency')}
          name="salaryCurrency"
          options={salaryCurrencies.map((code) => ({
            value: code,
            // Its sign and code: '₺ TRY'.
            label: `${currencySigns[code]} ${code}`,
          }))}
          defaultValue={defaultFigures?.currency ?? 'TRY'}
          errors={errors.salaryCurrency}
        />
        <SelectField
          label={t('jobForm.salaryPeriod')}
          name="salaryPeriod"
          // Optional, as a text read without one has none; a new posting starts at a month.
          placeholder={t('jobForm.salaryPeriodPlaceholder')}
          defaultValue={defaultFigures ? (defaultFigures.period ?? '') : 'month'}
          options={salaryPeriods.map((period) => ({
            value: period,
            label: t(`salary.period.${period}`),
          }))}
          errors={errors.salaryPeriod}
        />
      </div>
      <p id={hintId} className={fieldStyles.hint}>
        {keptText ? t('jobForm.salaryKeptText', { text: keptText }) : t('jobForm.salaryHint')}
      </p>
      {keptText && <input type="hidden" name="salary" value={keptText} />}
    </fieldset>
  );
}
