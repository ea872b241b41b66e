import { type PosterQuestion, trimScreeningQuestions } from '@job/contract';
import { describe, expect, it } from 'vitest';
import {
  changeDraft,
  followQuestions,
  newQuestionDraft,
  type QuestionDraft,
  questionDraft,
  questionInput,
  typedChoices,
} from './questionDrafts';

const degree: PosterQuestion = {
  id: 'q-7',
  kind: 'choice',
  label: 'En son mezun olduğunuz okul?',
  required: true,
  choices: ['Lise', 'Ön lisans', 'Lisans'],
  disqualifying_answer: 'Lise',
  minimum: null,
};

const years: PosterQuestion = {
  id: 'q-8',
  kind: 'number',
  label: 'Kaç yıl React deneyiminiz var?',
  required: false,
  choices: [],
  disqualifying_answer: null,
  minimum: 2.5,
};

describe('questionDraft and questionInput', () => {
  it('give back the question the posting asks, its id kept', () => {
    for (const question of [degree, years]) {
      expect(trimScreeningQuestions([questionInput(questionDraft(question))])).toEqual([question]);
    }
  });

  it('key an existing question by its id, the same each time', () => {
    expect(questionDraft(degree).key).toBe(questionDraft(degree).key);
  });

  it('send a new question with no id, and a key of its own', () => {
    const first = newQuestionDraft();
    const second = newQuestionDraft();
    expect(first.key).not.toBe(second.key);
    expect(questionInput(first)).not.toHaveProperty('id');
  });

  it('read the choices one a line, blank lines left out', () => {
    expect(typedChoices(' Lise \n\n  \nLisans\n')).toEqual(['Lise', 'Lisans']);
  });

  it('read a minimum with a comma as with a point, none when empty', () => {
    const draft = questionDraft(years);
    expect(questionInput({ ...draft, minimum: '2,5' }).minimum).toBe(2.5);
    expect(questionInput({ ...draft, minimum: ' 3 ' }).minimum).toBe(3);
    expect(questionInput({ ...draft, minimum: '  ' }).minimum).toBeNull();
  });

  it('send a minimum that is no number as NaN, for the rules to refuse', () => {
    const draft = questionDraft(years);
    expect(questionInput({ ...draft, minimum: 'üç' }).minimum).toBeNaN();
    expect(questionInput({ ...draft, minimum: '-1' }).minimum).toBeNaN();
  });
});

describe('changeDraft', () => {
  const draft = questionDraft(degree);

  it('drops the disqualifying answer when the kind changes', () => {
    expect(changeDraft(draft, { kind: 'yes_no' }).disqualifying).toBe('');
  });

  it('drops a disqualifying choice no longer typed, and keeps one still there', () => {
    expect(changeDraft(draft, { choices: 'Lisans\nYüksek lisans' }).disqualifying).toBe('');
    expect(changeDraft(draft, { choices: 'Lisans\n Lise ' }).disqualifying).toBe('Lise');
  });

  it('keeps a yes or no answer through a change of text', () => {
    const yesNo: QuestionDraft = { ...newQuestionDraft(), disqualifying: 'no' };
    expect(changeDraft(yesNo, { label: 'Ehliyetiniz var mı?' }).disqualifying).toBe('no');
  });
});

describe('followQuestions', () => {
  const [a, b, c] = [newQuestionDraft(), newQuestionDraft(), newQuestionDraft()];
  const errors = {
    title: ['Başlık gerekli'],
    screeningQuestions: ['En fazla 5 soru'],
    'screeningQuestions.0.label': ['Soruyu yazın.'],
    'screeningQuestions.2.choices': ['2 ile 6 arasında seçenek yazın.'],
  };

  it('moves the messages of the questions below a removed one up with them', () => {
    expect(followQuestions(errors, [a.key, b.key, c.key], [b, c])).toEqual({
      title: ['Başlık gerekli'],
      screeningQuestions: ['En fazla 5 soru'],
      'screeningQuestions.1.choices': ['2 ile 6 arasında seçenek yazın.'],
    });
  });

  it('keeps every message where it is while the questions are as sent', () => {
    expect(followQuestions(errors, [a.key, b.key, c.key], [a, b, c])).toEqual(errors);
  });

  it('keeps every message as it is when nothing was sent from the form', () => {
    expect(followQuestions(errors, undefined, [a])).toEqual(errors);
  });
});
