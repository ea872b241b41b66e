import { describe, expect, it } from 'vitest';
import { longPostingDate, relativePostingTime } from './relativeTime';

/** Monday 23 November 2026, 12:00 in Istanbul (UTC+3). */
const now = new Date('2026-11-23T09:00:00.000Z');

function ago(posted: string) {
  return relativePostingTime(new Date(posted), now, 'tr');
}

function agoInEnglish(posted: string) {
  return relativePostingTime(new Date(posted), now, 'en');
}

describe('relativePostingTime', () => {
  it('says today from the start of the day in Istanbul, not in UTC', () => {
    expect(ago('2026-11-23T08:59:00.000Z')).toBe('bugün');
    // 00:30 in Istanbul is still 22 November in UTC.
    expect(ago('2026-11-22T21:30:00.000Z')).toBe('bugün');
  });

  it('says yesterday up to the last minute of the day before', () => {
    expect(ago('2026-11-22T20:59:00.000Z')).toBe('dün');
    expect(ago('2026-11-21T21:00:00.000Z')).toBe('dün');
  });

  it('counts calendar days, not hours, up to a week', () => {
    expect(ago('2026-11-21T20:59:00.000Z')).toBe('evvelsi gün');
    expect(ago('2026-11-20T09:00:00.000Z')).toBe('3 gün önce');
    expect(ago('2026-11-17T09:00:00.000Z')).toBe('6 gün önce');
  });

  it('counts weeks from the seventh day until a whole month has passed', () => {
    expect(ago('2026-11-16T09:00:00.000Z')).toBe('1 hafta önce');
    expect(ago('2026-11-02T09:00:00.000Z')).toBe('3 hafta önce');
    expect(ago('2026-10-24T09:00:00.000Z')).toBe('4 hafta önce');
  });

  it('counts whole calendar months, then years, with their number', () => {
    expect(ago('2026-10-23T09:00:00.000Z')).toBe('1 ay önce');
    expect(ago('2026-09-15T09:00:00.000Z')).toBe('2 ay önce');
    expect(ago('2025-11-24T09:00:00.000Z')).toBe('11 ay önce');
    expect(ago('2025-11-23T09:00:00.000Z')).toBe('1 yıl önce');
    expect(ago('2023-12-01T09:00:00.000Z')).toBe('2 yıl önce');
  });

  it('says today for a moment a little after now, as a clock ahead would give', () => {
    expect(ago('2026-11-23T10:00:00.000Z')).toBe('bugün');
    expect(ago('2026-11-25T10:00:00.000Z')).toBe('bugün');
  });

  it('speaks English on the same Istanbul calendar', () => {
    expect(agoInEnglish('2026-11-22T21:30:00.000Z')).toBe('today');
    expect(agoInEnglish('2026-11-22T20:59:00.000Z')).toBe('yesterday');
    expect(agoInEnglish('2026-11-21T20:59:00.000Z')).toBe('2 days ago');
    expect(agoInEnglish('2026-11-20T09:00:00.000Z')).toBe('3 days ago');
    expect(agoInEnglish('2026-11-16T09:00:00.000Z')).toBe('1 week ago');
    expect(agoInEnglish('2026-09-15T09:00:00.000Z')).toBe('2 months ago');
    expect(agoInEnglish('2023-12-01T09:00:00.000Z')).toBe('2 years ago');
    expect(agoInEnglish('2026-11-25T10:00:00.000Z')).toBe('today');
  });
});

describe('longPostingDate', () => {
  it('writes the Istanbul day in Turkish', () => {
    expect(longPostingDate(new Date('2026-11-20T09:00:00.000Z'), 'tr')).toBe('20 Kasım 2026');
    expect(longPostingDate(new Date('2026-11-22T21:30:00.000Z'), 'tr')).toBe('23 Kasım 2026');
  });

  it('writes the Istanbul day in English, the day first', () => {
    expect(longPostingDate(new Date('2026-11-20T09:00:00.000Z'), 'en')).toBe('20 November 2026');
    expect(longPostingDate(new Date('2026-11-22T21:30:00.000Z'), 'en')).toBe('23 November 2026');
  });
});
