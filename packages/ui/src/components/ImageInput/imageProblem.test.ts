import { limits } from '@job/contract';
import { allTextsOf } from '@job/texts/catalogues';
import { describe, expect, it } from 'vitest';
import { imageProblem } from './imageProblem';

const { t } = allTextsOf('default');

describe('imageProblem', () => {
  it('accepts an image up to the size limit', () => {
    expect(imageProblem({ type: 'image/png', size: limits.imageMaxBytes }, t)).toBeUndefined();
  });

  it('refuses a file that is not an image', () => {
    expect(imageProblem({ type: 'application/pdf', size: 1000 }, t)).toBe(
      t('validation.imageInvalid'),
    );
    expect(imageProblem({ type: '', size: 1000 }, t)).toBe(t('validation.imageInvalid'));
  });

  it('refuses an image larger than the server takes', () => {
    expect(imageProblem({ type: 'image/jpeg', size: limits.imageMaxBytes + 1 }, t)).toBe(
      t('validation.imageTooLarge'),
    );
  });

  it('says so in the reader’s language', () => {
    expect(imageProblem({ type: 'text/plain', size: 1 }, allTextsOf('en').t)).toBe(
      'The image must be a PNG, JPEG, WebP or GIF picture.',
    );
    expect(imageProblem({ type: 'text/plain', size: 1 }, allTextsOf('tr').t)).toBe(
      'Görsel PNG, JPEG, WebP ya da GIF olmalı.',
    );
  });
});
