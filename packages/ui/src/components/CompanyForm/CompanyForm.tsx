import {
  type Company,
  type CompanyField,
  type CompanyValues,
  companyLimits,
  companySizes,
  isCompanySize,
  validateCompany,
} from '@job/contract';
import { useState } from 'react';
import { useTexts } from '../../texts/TextsProvider';
import { companySizeWords } from '../CompanyCard/companySize';
import { SelectField, TextAreaField, TextField } from '../Field/Field';
import { Form } from '../Form/Form';
import { readTextFields } from '../Form/fieldErrors';
import { useValidatedForm, type ValidatedFormProps } from '../Form/useValidatedForm';
import { CityAndCountry } from '../PlaceField/PlaceField';
import { MessageCount } from '../RejectionMessage/MessageCount';
import * as styles from './CompanyForm.css';
import { type LogoChange, LogoField } from './LogoField';

/** What a save sends: the company's details (`createCompany`, `updateCompany`) and its logo's fate. */
export interface CompanySubmission {
  company: CompanyValues;
  /** Sent after the details, on its own call (`setCompanyLogo`, `removeCompanyLogo`). */
  logo: LogoChange;
}

/** A field of the form as the server's 422 names it: the details', and the logo's upload. */
export type CompanyFormField = CompanyField | 'logo';

export interface CompanyFormProps extends ValidatedFormProps<CompanySubmission, CompanyFormField> {
  /** The company changed, whose details the fields start from; none to create one. */
  company?: Company | undefined;
}

const textFields = ['name', 'website', 'description', 'city', 'country', 'size', 'sector'] as const;

/** The fields as typed, trimmed, the size as one of the list or none: what the API takes. */
function companyValues(typed: Record<(typeof textFields)[number], string>): CompanyValues {
  return {
    name: typed.name.trim(),
    website: typed.website.trim(),
    description: typed.description.trim(),
    city: typed.city.trim(),
    country: typed.country,
    size: isCompanySize(typed.size) ? typed.size : null,
    sector: typed.sector.trim(),
  };
}

/**
 * 'Şirket sayfası oluştur' and 'Şirketi düzenle': the name (required), website, what it does (its
 * length counted), city and country, size, sector and the logo, checked with `validateCompany` on
 * submit, the first field with a message focused; the server's messages by field, and the form
 * waits while it saves.
 */
export function CompanyForm({ company, ...props }: CompanyFormProps) {
  const { t } = useTexts();
  const [logo, setLogo] = useState<LogoChange>({ action: 'keep' });
  const [name, setName] = useState(company?.name ?? '');
  const [description, setDescription] = useState(company?.description ?? '');
  const { errors, formProps } = useValidatedForm<
    CompanyValues,
    CompanySubmission,
    CompanyFormField
  >(props, {
    read: (form) => companyValues(readTextFields(new FormData(form), textFields)),
    validate: validateCompany,
    toSubmission: (values) => ({ company: values, logo }),
  });
  return (
    <Form
      {...formProps}
      title={t(company ? 'companyForm.editTitle' : 'companyForm.createTitle')}
      layout="panel"
      submitLabel={t(company ? 'companyForm.save' : 'companyForm.create')}
    >
      <TextField
        label={t('companyForm.name')}
        name="name"
        required
        defaultValue={company?.name}
        onChange={(event) => setName(event.currentTarget.value)}
        errors={errors.name}
      />
      <LogoField
        companyName={name}
        currentLogo={company?.logo ?? null}
        change={logo}
        onChange={(change) => {
          setLogo(change);
          // Deleting the logo or keeping it is an edit too, though no field's `input` says so.
          props.onEdit?.();
        }}
        errors={errors.logo}
      />
      <TextField
        label={t('companyForm.website')}
        name="website"
        type="url"
        inputMode="url"
        placeholder={t('companyForm.websitePlaceholder')}
        defaultValue={company?.website ?? undefined}
        errors={errors.website}
      />
      <TextAreaField
        label={t('companyForm.description')}
        name="description"
        rows={6}
        defaultValue={company?.description}
        onChange={(event) => setDescription(event.currentTarget.value)}
        hint={
          <MessageCount
            text={description}
            max={companyLimits.descriptionMaxLength}
            words="companyForm.descriptionCount"
          />
        }
        errors={errors.description}
      />
      <CityAndCountry
        words={{
          city: t('companyForm.city'),
          country: t('companyForm.country'),
          noCountry: t('companyForm.none'),
        }}
        cityName="city"
        defaultCity={company?.city}
        defaultCountry={company?.country}
        errors={{ city: errors.city, country: errors.country }}
      />
      <div className={styles.pair}>
        <SelectField
          label={t('companyForm.size')}
          name="size"
          placeholder={t('companyForm.none')}
          options={companySizes.map((size) => ({ value: size, label: t(companySizeWords[size]) }))}
          defaultValue={company?.size ?? ''}
          errors={errors.size}
        />
        <TextField
          label={t('companyForm.sector')}
          name="sector"
          placeholder={t('companyForm.sectorPlaceholder')}
          defaultValue={company?.sector ?? undefined}
          errors={errors.sector}
        />
      </div>
    </Form>
  );
}
