import { countryCodes, type FieldErrors, type Job, limits, workplaces } from '@job/contract';
import type { Language } from '@job/texts';
import { useId, useMemo, useState } from 'react';
import { countryName } from '../../texts/countryNames';
import { useTexts } from '../../texts/TextsProvider';
import { FieldMessages, Select, SelectField, TextField } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { CloseIcon } from '../Icon/icons';
import * as styles from './PlaceField.css';

/** Every country, its code and its name, in the reader's alphabetical order. */
function countriesByName(language: Language): { value: string; label: string }[] {
  const collator = new Intl.Collator(language);
  return countryCodes
    .map((code) => ({ value: code, label: countryName(language, code) }))
    .sort((one, other) => collator.compare(one.label, other.label));
}

/** The place's fields, as the create and edit forms send them and the API names its messages. */
export type PlaceFieldName = 'location' | 'country' | 'workplace' | 'applicantCountries';

export interface PlaceFieldProps {
  /** The place the inputs start from, on an edit. */
  defaultPlace?: Pick<Job, 'location' | 'country' | 'workplace' | 'applicant_countries'>;
  errors?: FieldErrors<PlaceFieldName>;
}

/**
 * 'Yer': the city, typed with the known cities suggested (choosing one picks its country), the
 * country, the workplace and, for remote work, the countries applicants must live in. Named as the
 * API's fields; the chosen countries travel as one field of codes joined by commas.
 */
export function PlaceField({ defaultPlace, errors = {} }: PlaceFieldProps) {
  const { t } = useTexts();
  const [workplace, setWorkplace] = useState<string>(defaultPlace?.workplace ?? '');
  const countries = useCountriesByName();
  return (
    <fieldset className={fieldStyles.group}>
      <legend className={fieldStyles.legend}>{t('jobForm.place')}</legend>
      <CityAndCountry
        words={{
          city: t('jobForm.location'),
          country: t('jobForm.country'),
          noCountry: t('jobForm.countryNone'),
        }}
        cityName="location"
        defaultCity={defaultPlace?.location}
        defaultCountry={defaultPlace?.country}
        countries={countries}
        errors={{ city: errors.location, country: errors.country }}
      />
      <SelectField
        label={t('jobForm.workplace')}
        name="workplace"
        placeholder={t('jobForm.workplaceNone')}
        options={workplaces.map(({ slug, labelId }) => ({ value: slug, label: t(labelId) }))}
        value={workplace}
        onChange={(event) => setWorkplace(event.currentTarget.value)}
        errors={errors.workplace}
      />
      {workplace === 'remote' && (
        <ApplicantCountries
          defaultCountries={defaultPlace?.applicant_countries ?? []}
          countries={countries}
          errors={errors.applicantCountries}
        />
      )}
    </fieldset>
  );
}

/** Every country by name in the reader's language, sorted as the reader sorts. */
function useCountriesByName() {
  const { language } = useTexts();
  return useMemo(() => countriesByName(language), [language]);
}

export interface CityAndCountryProps {
  /** The two fields' labels and the country's empty choice, in the form's own words. */
  words: { city: string; country: string; noCountry: string };
  /** The city's name in the form (`location` on a job, `city` on a company); the country's is `country`. */
  cityName: string;
  defaultCity?: string | null | undefined;
  defaultCountry?: string | null | undefined;
  /** The countries offered (`useCountriesByName`); every country when left out. */
  countries?: readonly { value: string; label: string }[];
  errors?: { city?: readonly string[] | undefined; country?: readonly string[] | undefined };
}

/**
 * A city, typed with the known cities suggested (choosing one picks its country), beside its
 * country from the list: a job's place and a company's alike.
 */
export function CityAndCountry({
  words,
  cityName,
  defaultCity,
  defaultCountry,
  countries: given,
  errors = {},
}: CityAndCountryProps) {
  const { language } = useTexts();
  const citiesId = useId();
  const everyCountry = useCountriesByName();
  const countries = given ?? everyCountry;
  const [country, setCountry] = useState(defaultCountry ?? '');
  const cities = useKnownCities();
  const pickCountryOf = (city: string, { countryOfCity }: CitiesModule) => {
    const known = countryOfCity(city);
    if (known) setCountry(known);
  };
  return (
    <>
      <div className={styles.cityAndCountry}>
        <TextField
          label={words.city}
          name={cityName}
          list={citiesId}
          autoComplete="off"
          defaultValue={defaultCity ?? undefined}
          errors={errors.city}
          onFocus={(event) => {
            const input = event.currentTarget;
            const atFocus = input.value;
            // A city typed before the list came picks its country as soon as it is here; one
            // only focused (an edit's) keeps the country it has.
            cities.load((module) => {
              if (input.value !== atFocus) pickCountryOf(input.value, module);
            });
          }}
          onChange={(event) =>
            cities.module && pickCountryOf(event.currentTarget.value, cities.module)
          }
        />
        <SelectField
          label={words.country}
          name="country"
          placeholder={words.noCountry}
          options={countries}
          value={country}
          onChange={(event) => setCountry(event.currentTarget.value)}
          errors={errors.country}
        />
      </div>
      <datalist id={citiesId}>
        {cities.module?.knownCities.map(([city, code]) => (
          <option key={city} value={city} label={countryName(language, code)} />
        ))}
      </datalist>
    </>
  );
}

type CitiesModule = typeof import('@job/contract/cities');

/**
 * The cities the field suggests, with the country each picks: their code (1.6 KB) comes when the
 * city is first focused, so a form's page does not wait for it.
 */
function useKnownCities() {
  const [module, setModule] = useState<CitiesModule>();
  const load = (then: (module: CitiesModule) => void) => {
    if (module) return;
    void import('@job/contract/cities').then((loaded) => {
      setModule(loaded);
      then(loaded);
    });
  };
  return { module, load };
}

/**
 * The countries a remote job's applicants must live in: each chosen one a tag with a way to take it
 * out, and a select to add another; none chosen is anywhere.
 */
function ApplicantCountries({
  defaultCountries,
  countries,
  errors = [],
}: {
  defaultCountries: readonly string[];
  countries: readonly { value: string; label: string }[];
  errors?: readonly string[] | undefined;
}) {
  const { t, language } = useTexts();
  const id = useId();
  const [chosen, setChosen] = useState<readonly string[]>(defaultCountries);
  const full = chosen.length >= limits.applicantCountriesMax;
  return (
    <fieldset
      className={fieldStyles.group}
      aria-describedby={[errors.length > 0 && `${id}-errors`, `${id}-hint`]
        .filter(Boolean)
        .join(' ')}
    >
      <legend className={fieldStyles.legend}>{t('jobForm.applicantCountries')}</legend>
      {chosen.length > 0 && (
        <ul className={styles.chosen}>
          {chosen.map((code) => {
            const name = countryName(language, code);
            return (
              <li key={code} className={styles.country}>
                {name}
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={t('jobForm.removeCountry', { country: name })}
                  onClick={(event) => {
                    // The tag goes with its button: the reader goes on from the select.
                    event.currentTarget.closest('fieldset')?.querySelector('select')?.focus();
                    setChosen(chosen.filter((other) => other !== code));
                  }}
                >
                  <CloseIcon size={14} />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <Select
        aria-label={t('jobForm.addCountry')}
        aria-invalid={errors.length > 0}
        value=""
        disabled={full}
        onChange={(event) => {
          const code = event.currentTarget.value;
          if (code) setChosen([...chosen, code]);
        }}
      >
        <option value="">{t('jobForm.addCountry')}</option>
        {countries
          .filter(({ value }) => !chosen.includes(value))
          .map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
      </Select>
      <p id={`${id}-hint`} className={fieldStyles.hint}>
        {full
          ? t('validation.applicantCountriesTooMany', { max: limits.applicantCountriesMax })
          : t('jobForm.applicantCountriesHint')}
      </p>
      <FieldMessages id={`${id}-errors`} errors={errors} />
      <input type="hidden" name="applicantCountries" value={chosen.join(',')} />
    </fieldset>
  );
}
