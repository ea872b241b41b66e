import { limits } from '@job/contract';
import { describe, expect, it } from 'vitest';
import { fileSize } from './fileSize';

describe('fileSize', () => {
  it('writes kilobytes, whole, and never less than one', () => {
    expect(fileSize(250_880, 'tr')).toBe('245 kB');
    expect(fileSize(300, 'en')).toBe('1 kB');
    expect(fileSize(0, 'tr')).toBe('1 kB');
  });

  it('writes megabytes with one decimal in the language’s way', () => {
    expect(fileSize(1.24 * 1024 * 1024, 'tr')).toBe('1,2 MB');
    expect(fileSize(1.24 * 1024 * 1024, 'en')).toBe('1.2 MB');
  });

  it('calls the largest CV the board takes 5 MB, as its limit says', () => {
    expect(fileSize(limits.cvMaxBytes, 'tr')).toBe('5 MB');
  });
});
