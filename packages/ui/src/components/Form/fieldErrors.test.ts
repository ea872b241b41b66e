import { describe, expect, it } from 'vitest';
import { mergeFieldErrors, readTextFields } from './fieldErrors';

describe('mergeFieldErrors', () => {
  it("keeps the server's message for a field the form found no fault with", () => {
    expect(
      mergeFieldErrors<'email' | 'password'>(
        { password: ['Password is required'] },
        { email: ['The email has already been taken.'] },
      ),
    ).toEqual({
      email: ['The email has already been taken.'],
      password: ['Password is required'],
    });
  });

  it("shows the form's own message rather than the server's for the same field", () => {
    expect(
      mergeFieldErrors(
        { email: ['Email is required'] },
        { email: ['The email has already been taken.'] },
      ),
    ).toEqual({ email: ['Email is required'] });
  });

  it('gives no messages when neither side has any', () => {
    expect(mergeFieldErrors({}, undefined)).toEqual({});
  });
});

describe('readTextFields', () => {
  it('reads the named fields as typed, and a missing or file field as empty text', () => {
    const data = new FormData();
    data.set('email', '  ayse@example.com ');
    data.set('image', new Blob(['x']), 'photo.png');
    expect(readTextFields(data, ['email', 'password', 'image'])).toEqual({
      email: '  ayse@example.com ',
      password: '',
      image: '',
    });
  });
});
