import { limits } from '@job/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { countryName } from '../../texts/countryNames';
import { storyTexts } from '../../texts/storyTexts';
import { PlaceField } from './PlaceField';

const meta = {
  title: 'Components/PlaceField',
  component: PlaceField,
  // As in the job form: a panel's width on a desktop.
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof PlaceField>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

/** The inputs by their labels, in the story's language, and what the form will send. */
function inputs(context: Context) {
  const { canvas, canvasElement } = context;
  const { t } = storyTexts(context);
  return {
    city: canvas.getByLabelText(t('jobForm.location')),
    country: canvas.getByLabelText(t('jobForm.country')),
    workplace: canvas.getByLabelText(t('jobForm.workplace')),
    sentCountries: () =>
      canvasElement.querySelector<HTMLInputElement>('input[name="applicantCountries"]')?.value,
  };
}

const remote = {
  location: 'İzmir',
  country: 'TR',
  workplace: 'remote',
  applicant_countries: ['TR', 'DE'],
} as const;

/**
 * A new posting: no city, country or workplace. Typing a city the list knows, however it is cased,
 * picks its country; the poster can still choose another.
 */
export const Empty: Story = {
  play: async (context) => {
    const { t, language } = storyTexts(context);
    const { city, country, workplace } = inputs(context);
    await expect(city).toHaveAttribute('list');
    await expect(country).toHaveDisplayValue(t('jobForm.countryNone'));
    await expect(workplace).toHaveDisplayValue(t('jobForm.workplaceNone'));
    // The list of cities comes when the city is first focused.
    await context.userEvent.type(city, 'berlin');
    await waitFor(() => expect(country).toHaveValue('DE'));
    await expect(
      context.canvasElement.querySelector('datalist option[value="İstanbul"]'),
    ).not.toBeNull();
    await expect(country).toHaveDisplayValue(countryName(language, 'DE'));
    await context.userEvent.selectOptions(country, 'AT');
    await expect(country).toHaveValue('AT');
    // No applicants' countries but for remote work.
    await expect(
      context.canvas.queryByRole('group', { name: t('jobForm.applicantCountries') }),
    ).toBeNull();
  },
};

/** An edit of a city the list does not know, in the country its poster chose. */
export const CityOffTheList: Story = {
  args: {
    defaultPlace: {
      location: 'Springfield',
      country: 'US',
      workplace: 'on-site',
      applicant_countries: [],
    },
  },
  play: async (context) => {
    const { city, country, workplace } = inputs(context);
    await expect(city).toHaveValue('Springfield');
    await expect(country).toHaveValue('US');
    await expect(workplace).toHaveValue('on-site');
  },
};

/**
 * Remote work from anywhere: choosing 'Uzaktan' asks where applicants must live, and none chosen
 * means any country.
 */
export const RemoteFromAnywhere: Story = {
  play: async (context) => {
    const { t } = storyTexts(context);
    const { workplace, sentCountries } = inputs(context);
    await context.userEvent.selectOptions(workplace, 'remote');
    const group = context.canvas.getByRole('group', { name: t('jobForm.applicantCountries') });
    await expect(group).toHaveAccessibleDescription(t('jobForm.applicantCountriesHint'));
    await expect(sentCountries()).toBe('');
  },
};

/**
 * Remote work for applicants in two countries: each a tag with a way to take it off the list, and
 * a select that adds another.
 */
export const RemoteFromCountries: Story = {
  args: { defaultPlace: remote },
  play: async (context) => {
    const { t, language } = storyTexts(context);
    const { canvas, userEvent } = context;
    const { sentCountries } = inputs(context);
    await expect(sentCountries()).toBe('TR,DE');
    const germany = countryName(language, 'DE');
    await userEvent.click(
      canvas.getByRole('button', { name: t('jobForm.removeCountry', { country: germany }) }),
    );
    const add = canvas.getByRole('combobox', { name: t('jobForm.addCountry') });
    // The tag went with its button: the reader is on the select, not lost at the page's top.
    await expect(add).toHaveFocus();
    await userEvent.selectOptions(add, 'NL');
    await expect(sentCountries()).toBe('TR,NL');
    // A country chosen is not offered again.
    await expect(add.querySelector('option[value="TR"]')).toBeNull();
    await userEvent.selectOptions(add, 'DE');
    await expect(sentCountries()).toBe('TR,NL,DE');
  },
};

/** The same on a phone: the city above its country, the tags wrapping. */
export const RemoteFromCountriesOnAPhone: Story = {
  args: { defaultPlace: remote },
  globals: { viewport: { value: 'mobile' } },
  play: async (context) => {
    const { sentCountries } = inputs(context);
    await expect(sentCountries()).toBe('TR,DE');
  },
};

/** As many countries as a job may name: no more are offered, and the hint says why. */
export const AllCountriesChosen: Story = {
  args: {
    defaultPlace: {
      ...remote,
      applicant_countries: ['TR', 'DE', 'NL', 'GB', 'FR', 'ES', 'IT', 'PT', 'IE', 'BE'].concat([
        'AT',
        'CH',
        'SE',
        'DK',
        'NO',
        'FI',
        'PL',
        'CZ',
        'GR',
        'RO',
      ]),
    },
  },
  play: async (context) => {
    const { t } = storyTexts(context);
    const add = context.canvas.getByRole('combobox', { name: t('jobForm.addCountry') });
    await expect(add).toBeDisabled();
    const group = context.canvas.getByRole('group', { name: t('jobForm.applicantCountries') });
    await expect(group).toHaveAccessibleDescription(
      t('validation.applicantCountriesTooMany', { max: limits.applicantCountriesMax }),
    );
  },
};

/** The rules' messages: a country off the list, applicants' countries the API refused. */
export const Errors: Story = {
  render: (args, context) => {
    const { t } = storyTexts(context);
    return (
      <PlaceField
        {...args}
        defaultPlace={remote}
        errors={{
          country: [t('validation.countryInvalid')],
          applicantCountries: [
            t('validation.applicantCountriesTooMany', { max: limits.applicantCountriesMax }),
          ],
        }}
      />
    );
  },
  play: async (context) => {
    const { t } = storyTexts(context);
    const { country } = inputs(context);
    await expect(country).toHaveAttribute('aria-invalid', 'true');
    await expect(country).toHaveAccessibleDescription(t('validation.countryInvalid'));
    const group = context.canvas.getByRole('group', { name: t('jobForm.applicantCountries') });
    await expect(group).toHaveAccessibleDescription(
      `${t('validation.applicantCountriesTooMany', { max: limits.applicantCountriesMax })} ${t('jobForm.applicantCountriesHint')}`,
    );
  },
};

/** The messages on a phone. */
export const ErrorsOnAPhone: Story = {
  ...Errors,
  globals: { viewport: { value: 'mobile' } },
};
