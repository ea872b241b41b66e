import { allTextsOf, apiTextsOf } from '@job/texts/catalogues';
import { describe, expect, it } from 'vitest';
import { countryCodes } from './countries';
import { givenSalaryFigures, validateCreateJob } from './jobValidation';
import { limits } from './limits';
import { firstError, validateLogin, validateSignup } from './validation';

// The words the API has always answered in (a request that chose no language): the spec's own.
const { t } = apiTextsOf('default');
const turkish = allTextsOf('tr').t;

const minLength = 'This field should be at least 5 characters long';

describe('validateLogin', () => {
  it('asks for both fields when they are blank, trimming first', () => {
    expect(validateLogin({ email: '   ', password: '' }, t)).toEqual({
      email: ['Email is required'],
      password: ['Password is required'],
    });
  });

  it('rejects an address that is not one and a short password', () => {
    expect(validateLogin({ email: 'ayse@', password: '1234' }, t)).toEqual({
      email: ['Value is not a valid email address'],
      password: [minLength],
    });
  });

  it('accepts a valid address with spaces around it and a five-character password', () => {
    expect(validateLogin({ email: '  ayse.yilmaz@example.com.tr ', password: '12345' }, t)).toEqual(
      {},
    );
  });
});

describe('validateSignup', () => {
  const valid = {
    name: 'Ayşe Yılmaz',
    email: 'ayse@example.com',
    password: 'gizli123',
    password_confirmation: 'gizli123',
  };

  it('passes a complete form', () => {
    expect(validateSignup(valid, t)).toEqual({});
  });

  it('gives each blank field its own message', () => {
    expect(
      validateSignup({ name: ' ', email: '', password: '', password_confirmation: '' }, t),
    ).toEqual({
      name: ['Name is required'],
      email: ['Email is required'],
      password: ['Password is required'],
      password_confirmation: ['Password confirmation is required'],
    });
  });

  it('wants the confirmation long enough and equal to the password', () => {
    expect(validateSignup({ ...valid, password_confirmation: 'gizl' }, t)).toEqual({
      password_confirmation: [minLength, 'The value must be equal to the other value'],
    });
    expect(validateSignup({ ...valid, password_confirmation: 'gizli124' }, t)).toEqual({
      password_confirmation: ['The value must be equal to the other value'],
    });
  });
});

describe('validateCreateJob', () => {
  const valid = {
    title: 'Frontend Developer',
    salary: '$50k',
    description: 'React',
    workType: 1,
    detail: '<p>x</p>',
    company: '',
    location: '',
    workplace: '',
  };

  it('passes a complete job and needs a title and a known work type', () => {
    expect(validateCreateJob(valid, t)).toEqual({});
    expect(validateCreateJob({ ...valid, title: '  ', workType: 4 }, t)).toEqual({
      title: [t('validation.titleRequired')],
      workType: [t('validation.workTypeInvalid')],
    });
  });

  it('limits the length of each text field', () => {
    const errors = validateCreateJob(
      { ...valid, title: 'x'.repeat(121), salary: 'x'.repeat(61) },
      t,
    );
    expect(errors.title).toEqual(['This field may not be longer than 120 characters']);
    expect(errors.salary).toEqual(['This field may not be longer than 60 characters']);
    expect(firstError(errors)).toBe('This field may not be longer than 120 characters');
  });

  it('takes company, place and workplace as optional, checking them when given', () => {
    const placed = { ...valid, company: 'Acme', location: 'İzmir', workplace: 'remote' };
    expect(validateCreateJob(placed, t)).toEqual({});
    expect(
      validateCreateJob({ ...placed, company: 'x'.repeat(81), workplace: 'anywhere' }, t),
    ).toEqual({
      company: ['This field may not be longer than 80 characters'],
      workplace: [t('validation.workplaceInvalid')],
    });
  });

  it('takes a country of the list, and applicants’ countries for remote work only', () => {
    const remote = { ...valid, location: 'Berlin', country: 'de', workplace: 'remote' };
    expect(validateCreateJob({ ...remote, applicantCountries: 'DE, nl,TR' }, t)).toEqual({});
    expect(validateCreateJob({ ...remote, country: 'XX', applicantCountries: 'DE,EU' }, t)).toEqual(
      {
        country: [t('validation.countryInvalid')],
        applicantCountries: [t('validation.countryInvalid')],
      },
    );
    expect(
      validateCreateJob({ ...remote, workplace: 'hybrid', applicantCountries: 'DE' }, t),
    ).toEqual({ applicantCountries: [t('validation.applicantCountriesRemoteOnly')] });
    const many = countryCodes.slice(0, limits.applicantCountriesMax + 1).join(',');
    expect(validateCreateJob({ ...remote, applicantCountries: many }, t)).toEqual({
      applicantCountries: [
        t('validation.applicantCountriesTooMany', { max: limits.applicantCountriesMax }),
      ],
    });
  });
});

describe('the salary as figures', () => {
  const valid = {
    ...{ title: 'Tasarımcı', salary: '', description: '', workType: 1, detail: '' },
    ...{ company: '', location: '', workplace: '' },
  };
  type Figures = Partial<
    Record<'salaryMin' | 'salaryMax' | 'salaryCurrency' | 'salaryPeriod', string>
  >;
  const figures = (given: Figures) => ({ ...valid, ...given });

  it('takes none, one amount, or a range, with a currency and an optional period', () => {
    expect(validateCreateJob(valid, t)).toEqual({});
    const range = figures({ salaryMin: '40000', salaryMax: '60000,50', salaryCurrency: 'TRY' });
    expect(validateCreateJob(range, t)).toEqual({});
    expect(givenSalaryFigures(range)).toEqual({
      ...{ min: 40000, max: 60000.5, currency: 'TRY', period: null },
    });
    const hourly = figures({ salaryMin: '22.50', salaryCurrency: 'USD', salaryPeriod: 'hour' });
    expect(givenSalaryFigures(hourly)).toEqual({
      ...{ min: 22.5, max: null, currency: 'USD', period: 'hour' },
    });
    expect(givenSalaryFigures(figures({}))).toBeUndefined();
  });

  it('names the field of each figure it refuses', () => {
    expect(
      validateCreateJob(
        figures({ salaryMin: '0', salaryMax: '1e6', salaryCurrency: '', salaryPeriod: 'ay' }),
        turkish,
      ),
    ).toEqual({
      salaryMin: [turkish('validation.salaryAmountInvalid')],
      salaryMax: [turkish('validation.salaryAmountInvalid')],
      salaryCurrency: [turkish('validation.salaryCurrencyInvalid')],
      salaryPeriod: [turkish('validation.salaryPeriodInvalid')],
    });
    expect(
      validateCreateJob(
        figures({ salaryMin: '5000', salaryMax: '5000', salaryCurrency: 'EUR' }),
        t,
      ),
    ).toEqual({ salaryMax: [t('validation.salaryMaxBelowMin')] });
    // A top with no bottom: the bottom is asked for; nothing else is checked without it.
    expect(validateCreateJob(figures({ salaryMax: '5000', salaryCurrency: 'JPY' }), t)).toEqual({
      salaryMin: [t('validation.salaryMinRequired')],
    });
  });
});

describe('in the reader’s language', () => {
  it('says the same checks in Turkish, numbers in place', () => {
    expect(validateLogin({ email: '', password: '1234' }, turkish)).toEqual({
      email: ['E-posta gerekli'],
      password: ['Bu alan en az 5 karakter olmalı'],
    });
  });
});
