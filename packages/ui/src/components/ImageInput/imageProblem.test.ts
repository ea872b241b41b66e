import { limits, messages } from '@job/contract';
import { describe, expect, it } from 'vitest';
import { imageProblem } from './imageProblem';

describe('imageProblem', () => {
  it('accepts an image up to the size limit', () => {
    expect(imageProblem({ type: 'image/png', size: limits.imageMaxBytes })).toBeUndefined();
  });

  it('refuses a file that is not an image', () => {
    expect(imageProblem({ type: 'application/pdf', size: 1000 })).toBe(messages.imageInvalid);
    expect(imageProblem({ type: '', size: 1000 })).toBe(messages.imageInvalid);
  });

  it('refuses an image larger than the server takes', () => {
    expect(imageProblem({ type: 'image/jpeg', size: limits.imageMaxBytes + 1 })).toBe(
      messages.imageTooLarge,
    );
  });
});
