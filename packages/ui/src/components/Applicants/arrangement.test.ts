import type { Application } from '@job/contract';
import { describe, expect, it } from 'vitest';
import { makeApplication } from '../../storybook/applications';
import { answeredApplications, screeningQuestions } from '../../storybook/screening';
import {
  answerChoices,
  arrangeApplicants,
  arrangementOf,
  arrangementQuery,
  defaultArrangement,
  isAnswerFilter,
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
    expect(ids(arrangeApplicants(applications, 'all', 'newest'))).toEqual([4, 3, 2, 1]);
    expect(ids(arrangeApplicants(applications, 'all', 'oldest'))).toEqual([1, 2, 3, 4]);
  });

  it('puts the highest rated first, the unrated last, the newest first among equals', () => {
    expect(ids(arrangeApplicants(applications, 'all', 'rating'))).toEqual([2, 3, 4, 1]);
  });

  it('shows one stage, leaving out a withdrawn application whatever its status', () => {
    expect(ids(arrangeApplicants(applications, 'interview', 'newest'))).toEqual([3]);
    expect(ids(arrangeApplicants(applications, 'withdrawn', 'newest'))).toEqual([1]);
    expect(arrangeApplicants(applications, 'hired', 'newest')).toEqual([]);
  });

  it('leaves the list it was given as it was', () => {
    const given = [...applications];
    arrangeApplicants(given, 'all', 'oldest');
    expect(given).toEqual(applications);
  });
});

describe('the arrangement in the address', () => {
  it('is read from the query, the default for what it does not name or names wrongly', () => {
    expect(arrangementOf('?stage=interview&order=rating')).toEqual({
      stage: 'interview',
      order: 'rating',
      answers: 'all',
    });
    expect(arrangementOf('?stage=withdrawn')).toEqual({
      stage: 'withdrawn',
      order: 'newest',
      answers: 'all',
    });
    expect(arrangementOf('')).toEqual(defaultArrangement);
    expect(arrangementOf('?stage=hiring&order=random')).toEqual(defaultArrangement);
  });

  it('is written without what is the default, and read back the same', () => {
    expect(arrangementQuery(defaultArrangement)).toBe('');
    expect(arrangementQuery({ stage: 'all', order: 'oldest', answers: 'all' })).toBe(
      '?order=oldest',
    );
    const chosen = { stage: 'offer', order: 'rating', answers: 'all' } as const;
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
      const chosen = { stage: 'interview', order: 'oldest', answers } as const;
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
  const byAnswers = (answers: Parameters<typeof arrangeApplicants>[3]) =>
    arrangeApplicants(answeredApplications, 'all', 'newest', answers).map(
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
    const arranged = arrangeApplicants(answeredApplications, 'interview', 'newest', 'disqualified');
    expect(arranged.map(({ id }) => id)).toEqual([2]);
    expect(arrangeApplicants(answeredApplications, 'new', 'newest', 'disqualified')).toEqual([]);
    expect(
      arrangeApplicants(answeredApplications, 'all', 'oldest', 'q-permit=yes').map(({ id }) => id),
    ).toEqual([1, 3, 4]);
  });
});
