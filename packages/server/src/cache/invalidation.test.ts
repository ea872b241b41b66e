import { describe, expect, it } from 'vitest';
import { type BoardEvent, tagsOf } from './invalidation';

// What each thing a write announces drops: the one table of which kept answers a write changes.

const job = { id: 150, slug: 'web-developer', workType: 1, workplace: 'remote' };
const onSite = { id: 7, slug: 'cook', workType: 2, workplace: null };
const words = {
  title: 'Web developer',
  info: 'React',
  company: 'Karadeniz',
  location: null,
  salary: '₺40.000/ay',
};

/** A job's detail, its type's and the board's lists, each also by its workplace, and its run of ids. */
const visibility = [
  'job:web-developer',
  'list:1:*',
  'list:1:remote',
  'list:*:*',
  'list:*:remote',
  'ids:1',
];

const table: [string, BoardEvent, string[]][] = [
  ['posted', { kind: 'posted', job }, visibility],
  ['approved', { kind: 'approved', job }, visibility],
  ['restored', { kind: 'restored', job }, visibility],
  ['hidden', { kind: 'hidden', job }, visibility],
  ['expired', { kind: 'expired', job }, visibility],
  ['renewed', { kind: 'renewed', job }, visibility],
  ['deleted', { kind: 'deleted', job }, visibility],
  ['sent back to the queue', { kind: 'sentBackToQueue', job }, visibility],
  [
    'posted, with no workplace: its lists open on the workplace only',
    { kind: 'posted', job: onSite },
    ['job:cook', 'list:2:*', 'list:*:*', 'ids:0'],
  ],
  ['saved', { kind: 'saved', slug: 'web-developer' }, ['job:web-developer']],
  ['unsaved', { kind: 'unsaved', slug: 'web-developer' }, ['job:web-developer']],
  [
    'edited, neither moved nor reworded: its own answers only',
    { kind: 'edited', before: { ...job, ...words }, after: { ...job, ...words, info: 'React' } },
    ['job:web-developer'],
  ],
  [
    'edited, reworded: the searches too',
    { kind: 'edited', before: { ...job, ...words }, after: { ...job, ...words, title: 'Dev' } },
    ['job:web-developer', 'search'],
  ],
  [
    'edited, moved to another city: the searches too, which find a job by its city',
    {
      kind: 'edited',
      before: { ...job, ...words },
      after: { ...job, ...words, location: 'Berlin' },
    },
    ['job:web-developer', 'search'],
  ],
  [
    'edited, another company: the searches too',
    { kind: 'edited', before: { ...job, ...words }, after: { ...job, ...words, company: 'Ege' } },
    ['job:web-developer', 'search'],
  ],
  [
    "edited, another salary: the salary floors' lists too",
    {
      kind: 'edited',
      before: { ...job, ...words },
      after: { ...job, ...words, salary: '₺45.000/ay' },
    },
    ['job:web-developer', 'salary'],
  ],
  [
    'edited, moved to another type and workplace: its old and new lists',
    {
      kind: 'edited',
      before: { ...job, ...words },
      after: { ...words, workType: 2, workplace: null },
    },
    [
      'job:web-developer',
      'list:1:*',
      'list:1:remote',
      'list:*:*',
      'list:*:remote',
      'list:2:*',
      'list:*:*',
    ],
  ],
  [
    'a company changed: its pages, the directory and its jobs',
    { kind: 'companyChanged', slug: 'ege', jobs: ['cook', 'web-developer'], renamed: false },
    ['company:ege', 'companies', 'job:cook', 'job:web-developer'],
  ],
  [
    'a company renamed: the searches too, which find its jobs by its name',
    { kind: 'companyChanged', slug: 'ege', jobs: ['cook'], renamed: true },
    ['company:ege', 'companies', 'job:cook', 'search'],
  ],
  [
    'a job moved between companies: both pages and the directory',
    { kind: 'companyJobsMoved', companies: ['ege', 'kuzey'] },
    ['companies', 'company:ege', 'company:kuzey'],
  ],
];

describe('tagsOf', () => {
  it.each(table)('%s', (_, event, tags) => {
    expect(tagsOf(event)).toEqual(tags);
  });
});
