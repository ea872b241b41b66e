import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { firstError, validateCreateJob, validateLogin, validateSignup } from './validation';

const minLength = 'This field should be at least 5 characters long';

describe('validateLogin', () => {
  it('asks for both fields when they are blank, trimming first', () => {
    expect(validateLogin({ email: '   ', password: '' })).toEqual({
      email: ['Email is required'],
      password: ['Password is required'],
    });
  });

  it('rejects an address that is not one and a short password', () => {
    expect(validateLogin({ email: 'ayse@', password: '1234' })).toEqual({
      email: ['Value is not a valid email address'],
      password: [minLength],
    });
  });

  it('accepts a valid address with spaces around it and a five-character password', () => {
    expect(validateLogin({ email: '  ayse.yilmaz@example.com.tr ', password: '12345' })).toEqual(
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
    expect(validateSignup(valid)).toEqual({});
  });

  it('gives each blank field its own message', () => {
    expect(
      validateSignup({ name: ' ', email: '', password: '', password_confirmation: '' }),
    ).toEqual({
      name: ['Name is required'],
      email: ['Email is required'],
      password: ['Password is required'],
      password_confirmation: ['Password confirmation is required'],
    });
  });

  it('wants the confirmation long enough and equal to the password', () => {
    expect(validateSignup({ ...valid, password_confirmation: 'gizl' })).toEqual({
      password_confirmation: [minLength, 'The value must be equal to the other value'],
    });
    expect(validateSignup({ ...valid, password_confirmation: 'gizli124' })).toEqual({
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
    expect(validateCreateJob(valid)).toEqual({});
    expect(validateCreateJob({ ...valid, title: '  ', workType: 4 })).toEqual({
      title: [messages.titleRequired],
      workType: [messages.workTypeInvalid],
    });
  });

  it('limits the length of each text field', () => {
    const errors = validateCreateJob({ ...valid, title: 'x'.repeat(121), salary: 'x'.repeat(61) });
    expect(errors.title).toEqual(['This field may not be longer than 120 characters']);
    expect(errors.salary).toEqual(['This field may not be longer than 60 characters']);
    expect(firstError(errors)).toBe('This field may not be longer than 120 characters');
  });

  it('takes company, place and workplace as optional, checking them when given', () => {
    const placed = { ...valid, company: 'Acme', location: 'İzmir', workplace: 'remote' };
    expect(validateCreateJob(placed)).toEqual({});
    expect(
      validateCreateJob({ ...placed, company: 'x'.repeat(81), workplace: 'anywhere' }),
    ).toEqual({
      company: ['This field may not be longer than 80 characters'],
      workplace: [messages.workplaceInvalid],
    });
  });
});
