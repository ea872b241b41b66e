import type { Application } from '@job/contract';
import { describe, expect, it } from 'vitest';
import { makeApplication } from '../../storybook/applications';
import { now } from '../../storybook/fixtures';
import { answeredApplications, screeningQuestions } from '../../storybook/screening';
import {
  type AnswerFilter,
  answerChoices,
  arrangeApplicants,
  arrangementOf,
  arrangementQuery,
  defaultArrangement,
  isAnswerFilter,
  unfiltered,
} from './arrangement';

const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T09:00:00.000Z`;

const applications: Application[] = [
  makeApplication({ id: 4, created_at: at(20), status: 'new' }),
  makeApplication({ id: 3, created_at: at(18), status: 'interview', rating: 3 }),
  makeApplication({ id: 2, created_at: at(15), status: 'reviewed', rating: 5 }),
  makeApplication({ id: 1, created_at: at(10), status: 'interview', withdrawn_at: at(19) }),
];

const ids = (arranged: Application[]) => arranged.map(({ id }) => id);

describe('arrangeApplicants', () => {
  it('shows every application newest first, or oldest first', () => {
    expect(ids(arrangeApplicants(applications, { stage: 'all', order: 'newest' }, now))).toEqual([
      4, 3, 2, 1,
    ]);
    expect(ids(arrangeApplicants(applications, { stage: 'all', order: 'oldest' }, now))).toEqual([
      1, 2, 3, 4,
    ]);
  });

  it('puts the highest rated first, the unrated last, the newest first among equals', () => {
    expect(ids(arrangeApplicants(applications, { stage: 'all', order: 'rating' }, now))).toEqual([
      2, 3, 4, 1,
    ]);
  });

  it('shows one stage, leaving out a withdrawn application whatever its status', () => {
    expect(
      ids(arrangeApplicants(applications, { stage: 'interview', order: 'newest' }, now)),
    ).toEqual([3]);
    expect(
      ids(arrangeApplicants(applications, { stage: 'withdrawn', order: 'newest' }, now)),
    ).toEqual([1]);
    expect(arrangeApplicants(applications, { stage: 'hired', order: 'newest' }, now)).toEqual([]);
  });

  it('leaves the list it was given as it was', () => {
    const given = [...applications];
    arrangeApplicants(given, { stage: 'all', order: 'oldest' }, now);
    expect(given).toEqual(applications);
  });
});

describe('the arrangement in the address', () => {
  it('is read from the query, the default for what it does not name or names wrongly', () => {
    expect(arrangementOf('?stage=interview&order=rating')).toEqual({
      ...defaultArrangement,
      stage: 'interview',
      order: 'rating',
    });
    expect(arrangementOf('?stage=withdrawn')).toEqual({
      ...defaultArrangement,
      stage: 'withdrawn',
    });
    expect(arrangementOf('')).toEqual(defaultArrangement);
    expect(arrangementOf('?stage=hiring&order=random')).toEqual(defaultArrangement);
  });

  it('is written without what is the default, and read back the same', () => {
    expect(arrangementQuery(defaultArrangement)).toBe('');
    expect(arrangementQuery({ ...defaultArrangement, order: 'oldest' })).toBe('?order=oldest');
    const chosen = { ...defaultArrangement, stage: 'offer', order: 'rating' } as const;
    expect(arrangementOf(arrangementQuery(chosen))).toEqual(chosen);
  });

  it('names the answers shown, and reads them back, a choice with spaces and an equals sign too', () => {
    expect(arrangementQuery({ ...defaultArrangement, answers: 'disqualified' })).toBe(
      '?answers=disqualified',
    );
    expect(arrangementOf('?answers=disqualified')).toEqual({
      ...defaultArrangement,
      answers: 'disqualified',
    });
    expect(arrangementOf('?answers=qualified&stage=new').answers).toBe('qualified');
    for (const answers of ['q-permit=no', 'q-office=3 gün ve üzeri', 'q-x=a=b'] as const) {
      const chosen = {
        ...defaultArrangement,
        stage: 'interview',
        order: 'oldest',
        answers,
      } as const;
      expect(arrangementOf(arrangementQuery(chosen))).toEqual(chosen);
    }
  });

  it('takes every application for answers it does not know', () => {
    for (const search of ['?answers=', '?answers=some', '?answers=q-permit', '?answers==yes']) {
      expect(arrangementOf(search).answers).toBe('all');
    }
  });

  it('given the questions, takes only an answer they offer', () => {
    expect(arrangementOf('?answers=q-permit=no', screeningQuestions).answers).toBe('q-permit=no');
    expect(arrangementOf('?answers=q-office=Hi%C3%A7', screeningQuestions).answers).toBe(
      'q-office=Hiç',
    );
    // A question it does not ask, an answer not its own, a number's or a text's answer.
    for (const answers of ['q-gone=yes', 'q-permit=maybe', 'q-years=5', 'q-start=Hemen']) {
      expect(
        arrangementOf(`?${new URLSearchParams({ answers })}`, screeningQuestions).answers,
      ).toBe('all');
    }
    // A posting that asks nothing has no answers to show by.
    expect(arrangementOf('?answers=disqualified', []).answers).toBe('all');
    expect(arrangementOf('?answers=disqualified', screeningQuestions).answers).toBe('disqualified');
  });
});

describe('the answers', () => {
  const byAnswers = (answers: AnswerFilter) =>
    arrangeApplicants(answeredApplications, { answers }, now).map(
      ({ applicant }) => applicant.name,
    );

  it('are offered by each yes/no question’s yes and no and each choice, not by numbers or texts', () => {
    expect(answerChoices(screeningQuestions).map(({ value }) => value)).toEqual([
      'q-permit=yes',
      'q-permit=no',
      'q-office=Hiç',
      'q-office=1–2 gün',
      'q-office=3 gün ve üzeri',
      'q-swiftui=yes',
      'q-swiftui=no',
    ]);
    expect(answerChoices([])).toEqual([]);
    expect(isAnswerFilter('all', [])).toBe(true);
    expect(isAnswerFilter('qualified', [])).toBe(false);
  });

  it('show all, those with no disqualifying answer, or those with one', () => {
    expect(byAnswers('all')).toEqual(['Mehmet Demir', 'Zeynep Kaya', 'Can Öztürk', 'Elif Şahin']);
    expect(byAnswers('qualified')).toEqual(['Mehmet Demir']);
    expect(byAnswers('disqualified')).toEqual(['Zeynep Kaya', 'Can Öztürk', 'Elif Şahin']);
  });

  it('show those that gave one answer to one question, the unanswered left out', () => {
    expect(byAnswers('q-permit=no')).toEqual(['Can Öztürk']);
    expect(byAnswers('q-permit=yes')).toEqual(['Mehmet Demir', 'Zeynep Kaya', 'Elif Şahin']);
    expect(byAnswers('q-office=3 gün ve üzeri')).toEqual(['Mehmet Demir', 'Can Öztürk']);
    expect(byAnswers('q-swiftui=no')).toEqual(['Zeynep Kaya']);
    expect(byAnswers('q-gone=yes')).toEqual([]);
  });

  it('go with the stage and the order chosen', () => {
    const arranged = arrangeApplicants(
      answeredApplications,
      { stage: 'interview', answers: 'disqualified' },
      now,
    );
    expect(arranged.map(({ id }) => id)).toEqual([2]);
    expect(
      arrangeApplicants(answeredApplications, { stage: 'new', answers: 'disqualified' }, now),
    ).toEqual([]);
    expect(
      arrangeApplicants(
        answeredApplications,
        { order: 'oldest', answers: 'q-permit=yes' },
        now,
      ).map(({ id }) => id),
    ).toEqual([1, 3, 4]);
  });
});

describe('the rating and the date', () => {
  // `now` is 23 November, 09:00 UTC: 7 days back is 16 November, 09:00; 30 days, 24 October.
  const spread: Application[] = [
    makeApplication({ id: 6, created_at: '2026-11-23T07:45:00.000Z', rating: 5 }),
    makeApplication({ id: 5, created_at: '2026-11-16T09:00:00.000Z', rating: 4 }),
    makeApplication({ id: 4, created_at: '2026-11-16T08:59:00.000Z', rating: 3 }),
    makeApplication({ id: 3, created_at: '2026-10-24T09:00:00.000Z', rating: 2 }),
    makeApplication({ id: 2, created_at: '2026-10-24T08:59:00.000Z', rating: null }),
    makeApplication({ id: 1, created_at: '2026-09-01T09:00:00.000Z', rating: 1 }),
  ];
  const shown = (arrangement: Parameters<typeof arrangeApplicants>[1]) =>
    ids(arrangeApplicants(spread, arrangement, now));

  it('show those rated at least 3 or 4 stars, those rated 5, or those not rated yet', () => {
    expect(shown({ rating: 'all' })).toEqual([6, 5, 4, 3, 2, 1]);
    expect(shown({ rating: '3' })).toEqual([6, 5, 4]);
    expect(shown({ rating: '4' })).toEqual([6, 5]);
    expect(shown({ rating: '5' })).toEqual([6]);
    expect(shown({ rating: 'none' })).toEqual([2]);
  });

  it('show those sent in the last 7 or 30 days before now, the edge within', () => {
    expect(shown({ sent: '7' })).toEqual([6, 5]);
    expect(shown({ sent: '30' })).toEqual([6, 5, 4, 3]);
    expect(shown({ sent: 'all' })).toHaveLength(spread.length);
    // Measured from the `now` given, not the clock: a month later, none is that recent.
    expect(arrangeApplicants(spread, { sent: '30' }, new Date('2027-01-01T00:00:00Z'))).toEqual([]);
  });

  it('go with the stage, the answers and the order chosen', () => {
    expect(shown({ rating: '3', sent: '30', order: 'oldest' })).toEqual([4, 5, 6]);
    expect(shown({ rating: '4', sent: '7', order: 'rating' })).toEqual([6, 5]);
    expect(shown({ rating: 'none', sent: '7' })).toEqual([]);
    expect(shown({ stage: 'interview', rating: '3' })).toEqual([]);
  });

  it('are read from the address and written to it without the default', () => {
    expect(arrangementOf('?rating=4&sent=7')).toEqual({
      ...defaultArrangement,
      rating: '4',
      sent: '7',
    });
    expect(arrangementOf('?rating=none').rating).toBe('none');
    expect(arrangementQuery({ ...defaultArrangement, rating: '5', sent: '30' })).toBe(
      '?rating=5&sent=30',
    );
    expect(arrangementQuery({ ...defaultArrangement, rating: 'all', sent: 'all' })).toBe('');
    const chosen = {
      stage: 'interview',
      order: 'rating',
      answers: 'disqualified',
      rating: '3',
      sent: '7',
    } as const;
    expect(arrangementOf(arrangementQuery(chosen))).toEqual(chosen);
  });

  it('fall back to all for what they do not know', () => {
    for (const search of ['?rating=2', '?rating=', '?rating=all', '?rating=03', '?rating=Hiç']) {
      expect(arrangementOf(search).rating).toBe('all');
    }
    for (const search of ['?sent=1', '?sent=', '?sent=all', '?sent=07', '?sent=7d', '?sent=-7']) {
      expect(arrangementOf(search).sent).toBe('all');
    }
  });

  it('are reset with the stage and the answers by showing all, the order kept', () => {
    expect(
      unfiltered({
        stage: 'offer',
        order: 'oldest',
        answers: 'qualified',
        rating: 'none',
        sent: '30',
      }),
    ).toEqual({ ...defaultArrangement, order: 'oldest' });
  });
});
