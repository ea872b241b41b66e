import {
  limits,
  type SeekerProfileField,
  type SeekerProfileFields,
  type SeekerProfileValues,
  seekerLimits,
  trimSeekerProfile,
  validateSeekerProfile,
  workplaces,
  workTypes,
} from '@job/contract';
import type { MessageId } from '@job/texts';
import { useTexts } from '../../texts/TextsProvider';
import { Checkbox } from '../Checkbox/Checkbox';
import { TextField } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { Form } from '../Form/Form';
import { useValidatedForm, type ValidatedFormProps } from '../Form/useValidatedForm';
import * as styles from './SeekerProfileForm.css';

/** `onSubmit` gets the fields trimmed, blank links left out. */
export interface SeekerProfileFormProps
  extends ValidatedFormProps<SeekerProfileValues, SeekerProfileField> {
  /** The profile as it is, which the fields start with. */
  profile: SeekerProfileFields;
}

/**
 * 'İş arama profili': a headline, a city, the work types and workplaces the member is open to, and
 * up to three links, each an http or https address (its message under its own field). Private to
 * the member.
 */
export function SeekerProfileForm({ profile, ...props }: SeekerProfileFormProps) {
  const { t } = useTexts();
  const { errors, formProps } = useValidatedForm(props, {
    read: (form): SeekerProfileValues => {
      const data = new FormData(form);
      const text = (name: string) => String(data.get(name) ?? '');
      return {
        headline: text('headline'),
        city: text('city'),
        work_types: workTypes
          .map(({ slug }) => slug)
          .filter((slug) => data.getAll('work_types').includes(slug)),
        workplaces: workplaces
          .map(({ slug }) => slug)
          .filter((slug) => data.getAll('workplaces').includes(slug)),
        links: data.getAll('links').map(String),
      };
    },
    // Each link is checked in its own field's place, blank ones skipped, so a message shows under
    // the field it is about even after a blank one; blank links are then left out of what is sent.
    validate: (values, t) => {
      const found = validateSeekerProfile(
        { ...trimSeekerProfile(values), links: values.links.map((link) => link.trim()) },
        t,
      );
      const byField: Record<string, string[] | undefined> = found;
      values.links.forEach((link, index) => {
        if (link.trim() === '') delete byField[`links.${index}`];
      });
      return found;
    },
    toSubmission: trimSeekerProfile,
  });
  // The fields of the links given, then empty ones up to the limit.
  const linkFields = Array.from({ length: seekerLimits.profileLinksMax }, (_, index) => ({
    index,
    value: profile.links[index] ?? '',
  }));
  return (
    <Form
      {...formProps}
      title={t('seekerProfile.formTitle')}
      description={t('seekerProfile.formDescription')}
      headingLevel="h3"
      layout="section"
      submitLabel={t('seekerProfile.save')}
    >
      <TextField
        label={t('seekerProfile.headline')}
        name="headline"
        defaultValue={profile.headline}
        maxLength={seekerLimits.headlineMaxLength}
        hint={t('seekerProfile.headlineHint')}
        errors={errors.headline}
      />
      <TextField
        label={t('seekerProfile.city')}
        name="city"
        autoComplete="address-level2"
        defaultValue={profile.city}
        maxLength={limits.locationMaxLength}
        errors={errors.city}
      />
      <ChoiceGroup
        legend={t('seekerProfile.workTypes')}
        name="work_types"
        options={workTypes}
        chosen={profile.work_types}
      />
      <ChoiceGroup
        legend={t('seekerProfile.workplaces')}
        name="workplaces"
        options={workplaces}
        chosen={profile.workplaces}
      />
      <fieldset className={fieldStyles.group}>
        <legend className={fieldStyles.legend}>{t('seekerProfile.links')}</legend>
        <div className={styles.links}>
          <p className={styles.linksHint}>
            {t('seekerProfile.linksHint', { max: seekerLimits.profileLinksMax })}
          </p>
          {linkFields.map(({ index, value }) => (
            <TextField
              key={index}
              label={t('seekerProfile.link', { number: index + 1 })}
              name="links"
              type="url"
              inputMode="url"
              defaultValue={value}
              maxLength={seekerLimits.profileLinkMaxLength}
              errors={errors[`links.${index}` as SeekerProfileField]}
            />
          ))}
        </div>
      </fieldset>
    </Form>
  );
}

interface ChoiceGroupProps {
  legend: string;
  name: string;
  options: readonly { slug: string; labelId: MessageId }[];
  chosen: readonly string[];
}

/** A fieldset of boxes, one per choice, any number of them ticked. */
function ChoiceGroup({ legend, name, options, chosen }: ChoiceGroupProps) {
  const { t } = useTexts();
  return (
    <fieldset className={fieldStyles.group}>
      <legend className={fieldStyles.legend}>{legend}</legend>
      <div className={styles.choices}>
        {options.map(({ slug, labelId }) => (
          <Checkbox
            key={slug}
            label={t(labelId)}
            name={name}
            value={slug}
            defaultChecked={chosen.includes(slug)}
          />
        ))}
      </div>
    </fieldset>
  );
}
