import {
  askedQuestion,
  type Job,
  type PosterQuestion,
  questionField,
  type ScreeningQuestionInput,
} from '@job/contract';
import type { Language, Translate } from '@job/texts';
import { apiTextsOf } from '@job/texts/catalogues';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../db/schema';
import { jobForm, picture } from '../test/images';
import { startServer, type TestServer } from '../test/server';
import { t } from '../test/texts';

let server: TestServer;
let token: string;
let png: Buffer;

beforeAll(async () => {
  server = await startServer();
  ({ token } = await server.signUp('Soran İşveren'));
  png = await picture('png', 16, 16);
});
afterAll(() => server.close());

const fields = { description: 'Kısa', workType: '1', detail: '<p>x</p>' };
const logo = () => ({ data: png, name: 'logo.png', type: 'image/png' });

/** One question of each kind, as the job form sends them: no ids yet, rules on two of them. */
const eachKind: ScreeningQuestionInput[] = [
  {
    kind: 'yes_no',
    label: 'Türkiye’de çalışma izniniz var mı?',
    required: true,
    disqualifying_answer: 'no',
  },
  { kind: 'number', label: 'Kaç yıl React deneyiminiz var?', required: true, minimum: 2 },
  { kind: 'text', label: '  Portfolyonuzun bağlantısı  ', required: false },
  {
    kind: 'choice',
    label: 'Ne zaman başlayabilirsiniz?',
    choices: ['Hemen', ' 2 hafta içinde ', '', '1 ay içinde'],
    disqualifying_answer: '1 ay içinde',
  },
];

/** The same questions as the poster finds them kept: trimmed, with ids and every field. */
const keptEachKind = [
  {
    kind: 'yes_no',
    label: 'Türkiye’de çalışma izniniz var mı?',
    required: true,
    choices: [],
    disqualifying_answer: 'no',
    minimum: null,
  },
  {
    kind: 'number',
    label: 'Kaç yıl React deneyiminiz var?',
    required: true,
    choices: [],
    disqualifying_answer: null,
    minimum: 2,
  },
  {
    kind: 'text',
    label: 'Portfolyonuzun bağlantısı',
    required: false,
    choices: [],
    disqualifying_answer: null,
    minimum: null,
  },
  {
    kind: 'choice',
    label: 'Ne zaman başlayabilirsiniz?',
    required: false,
    choices: ['Hemen', '2 hafta içinde', '1 ay içinde'],
    disqualifying_answer: '1 ay içinde',
    minimum: null,
  },
];

const newId = /^q[0-9a-z]{6}$/;

/** The words of a request in Turkish, as `post` and `edit` send them unless told. */
const turkish = apiTextsOf('tr').t;

/** Posts a job as multipart, in `language`; `form` fields over a small full-time job's. */
function post(form: Record<string, string>, language: Language = 'tr', as = token) {
  return server.request<{ data: Job; errors?: Record<string, string[]> }>(
    `/api/jobs?lang=${language}`,
    { token: as, form: jobForm({ ...fields, ...form }, logo()) },
  );
}

async function posted(form: Record<string, string>): Promise<Job> {
  const answer = await post(form);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
}

/** Edits the job as the original client's form would, with `form`'s fields over its own. */
function edit(job: Job, form: Record<string, string>, language: Language = 'tr') {
  return server.request<{ data: Job; errors?: Record<string, string[]> }>(
    `/api/jobs/${job.slug}?lang=${language}`,
    { method: 'PUT', token, form: jobForm({ ...fields, title: job.title, ...form }) },
  );
}

const questionsOf = (slug: string, as?: string) =>
  server.request<{ data: PosterQuestion[] }>(`/api/jobs/${slug}/questions`, {
    ...(as !== undefined && { token: as }),
  });

async function keptQuestions(slug: string): Promise<PosterQuestion[]> {
  const answer = await questionsOf(slug, token);
  expect(answer.status).toBe(200);
  return answer.body.data;
}

const asText = (questions: unknown) => JSON.stringify(questions);

async function jobRows(): Promise<number | undefined> {
  const [row] = await server.app.database.db.select({ n: count() }).from(jobs);
  return row?.n;
}

describe('a posting’s screening questions', () => {
  it('are kept as the poster set them, and shown to everyone without what disqualifies', async () => {
    const job = await posted({ title: 'Soru Soran İlan', screeningQuestions: asText(eachKind) });
    const kept = await keptQuestions(job.slug);
    expect(kept).toEqual(keptEachKind.map((question) => ({ ...question, id: expect.any(String) })));
    for (const { id } of kept) expect(id).toMatch(newId);
    expect(new Set(kept.map(({ id }) => id)).size).toBe(kept.length);

    // The public posting: the questions, never the rules.
    const asked = kept.map(askedQuestion);
    expect(job.screening_questions).toEqual(asked);
    const shown = await server.request<{ data: Job }>(`/api/jobs/${job.slug}`);
    expect(shown.body.data.screening_questions).toEqual(asked);
    const listed = await server.request<{ data: Job[] }>('/api/paginate/0/50');
    const inList = listed.body.data.find(({ slug }) => slug === job.slug);
    expect(inList?.screening_questions).toEqual(asked);
    for (const body of [shown.body, listed.body, job]) {
      expect(JSON.stringify(body)).not.toMatch(/disqualifying|minimum/);
    }
    expect(shown.headers.get('cache-control')).not.toContain('private');
  });

  it('come as an array in a JSON body as well', async () => {
    const answer = await server.request<{ data: Job }>('/api/jobs', {
      token,
      json: {
        ...fields,
        title: 'JSON İle Soran',
        screeningQuestions: eachKind,
        url: `data:image/png;base64,${png.toString('base64')}`,
      },
    });
    expect(answer.status).toBe(201);
    expect(await keptQuestions(answer.body.data.slug)).toEqual(
      keptEachKind.map((question) => ({ ...question, id: expect.stringMatching(newId) })),
    );
  });

  it('are none when left out, or empty', async () => {
    const forms: Record<string, string>[] = [
      {},
      { screeningQuestions: '' },
      { screeningQuestions: '[]' },
    ];
    for (const form of forms) {
      const job = await posted({ title: 'Sorusuz İlan', ...form });
      expect(job.screening_questions).toEqual([]);
      expect(await keptQuestions(job.slug)).toEqual([]);
    }
  });

  it('are kept through an edit that leaves them out, replaced by one that sends them', async () => {
    const job = await posted({ title: 'Düzenlenen Sorular', screeningQuestions: asText(eachKind) });
    const kept = await keptQuestions(job.slug);
    // Read once, so the public answer is kept in the cache, as a visitor's read would keep it.
    expect((await server.request(`/api/jobs/${job.slug}`)).body.data.screening_questions).toEqual(
      kept.map(askedQuestion),
    );

    // The original client's edit sends no such field, and an empty one is none given either.
    const forms: Record<string, string>[] = [{}, { screeningQuestions: '' }];
    for (const form of forms) {
      const same = await edit(job, form);
      expect(same.status).toBe(200);
      expect(same.body.data.screening_questions).toEqual(kept.map(askedQuestion));
      expect(await keptQuestions(job.slug)).toEqual(kept);
    }

    // Replaced: the first keeps its id (its answers stay linked to it), reworded and now
    // optional; a new one gets an id of its own; the others go.
    const [first] = kept as [PosterQuestion];
    const replaced = await edit(job, {
      screeningQuestions: asText([
        { ...first, label: 'Türkiye’de çalışma izniniz ya da vatandaşlığınız var mı?' },
        { kind: 'text', label: 'Maaş beklentiniz nedir?', required: true },
      ]),
    });
    expect(replaced.status).toBe(200);
    const now = await keptQuestions(job.slug);
    expect(now).toEqual([
      { ...first, label: 'Türkiye’de çalışma izniniz ya da vatandaşlığınız var mı?' },
      {
        id: expect.stringMatching(newId),
        kind: 'text',
        label: 'Maaş beklentiniz nedir?',
        required: true,
        choices: [],
        disqualifying_answer: null,
        minimum: null,
      },
    ]);
    expect(replaced.body.data.screening_questions).toEqual(now.map(askedQuestion));
    // The cached public read shows the edit at once, as it does any other field's.
    const shown = await server.request(`/api/jobs/${job.slug}`);
    expect(shown.body.data.screening_questions).toEqual(now.map(askedQuestion));

    // None: an empty list.
    expect((await edit(job, { screeningQuestions: '[]' })).body.data.screening_questions).toEqual(
      [],
    );
    expect(await keptQuestions(job.slug)).toEqual([]);
  });

  it('keep only ids of the contract’s pattern, each once', async () => {
    const job = await posted({
      title: 'Kimlikli Sorular',
      screeningQuestions: asText([
        { id: 'izin', kind: 'yes_no', label: 'Bir' },
        { id: 'izin', kind: 'yes_no', label: 'İki' },
        { id: 'Büyük-Harf', kind: 'yes_no', label: 'Üç' },
        { id: 'a'.repeat(13), kind: 'yes_no', label: 'Dört' },
        { id: 'q1', kind: 'yes_no', label: 'Beş' },
      ]),
    });
    const ids = (await keptQuestions(job.slug)).map(({ id }) => id);
    expect(ids[0]).toBe('izin');
    expect(ids[4]).toBe('q1');
    for (const id of ids.slice(1, 4)) expect(id).toMatch(newId);
    expect(new Set(ids).size).toBe(5);
  });

  it('are none off the site, whatever the form sends', async () => {
    const elsewhere = await posted({
      title: 'Başka Yerde Başvurulan',
      applyMethod: 'url',
      applyTo: 'https://kariyer.example.com',
      screeningQuestions: asText(eachKind),
    });
    expect(elsewhere.screening_questions).toEqual([]);
    expect(await keptQuestions(elsewhere.slug)).toEqual([]);
    // Off the site they are not even read.
    const unread = await post({
      title: 'Posta İle Başvurulan',
      applyMethod: 'email',
      applyTo: 'ik@example.com',
      screeningQuestions: '{not json',
    });
    expect(unread.status).toBe(201);

    // An edit that takes applications elsewhere drops them; back on the site, it asks none.
    const job = await posted({ title: 'Yolu Değişen', screeningQuestions: asText(eachKind) });
    const moved = await edit(job, { applyMethod: 'url', applyTo: 'https://kariyer.example.com' });
    expect(moved.body.data.screening_questions).toEqual([]);
    expect((await edit(job, {})).body.data.screening_questions).toEqual([]);
  });

  it('come with every other field of the form in one multipart body', async () => {
    // Every text field a create form has: nineteen with its days.
    const all = {
      ...fields,
      ...{ title: 'Tüm Alanlar', salary: '', salaryMin: '40000', salaryMax: '60000' },
      ...{ salaryCurrency: 'TRY', salaryPeriod: 'month', company: 'Kuzey', location: 'İzmir' },
      ...{ workplace: 'hybrid', country: 'TR', applicantCountries: '', applyMethod: 'site' },
      ...{ applyTo: '', coverNoteRequired: 'true', screeningQuestions: asText(eachKind) },
      days: '30',
    };
    expect(Object.keys(all)).toHaveLength(19);
    const created = await server.request<{ data: Job }>('/api/jobs', {
      token,
      form: jobForm(all, logo()),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.screening_questions).toHaveLength(eachKind.length);
    // And an image field that is text beside them, as an edit keeping its picture may send: the
    // image is said to be missing, not the form to have too many fields.
    const { days: _days, ...editable } = all;
    const withText = await server.request<{ errors: Record<string, string[]> }>('/api/jobs', {
      token,
      form: jobForm({ ...all, title: 'Tüm Alanlar Resimsiz', image: '' }),
    });
    expect(withText.status).toBe(422);
    expect(Object.keys(withText.body.errors)).toEqual(['image']);
    const edited = await edit(created.body.data, {
      ...editable,
      screeningQuestions: asText(eachKind.slice(0, 1)),
      image: '',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data.screening_questions).toHaveLength(1);
  });
});

describe('the questions’ rules', () => {
  const refusals: [name: string, questions: unknown, errors: (t: Translate) => object][] = [
    [
      'six questions',
      Array.from({ length: 6 }, (_, index) => ({ kind: 'text', label: `Soru ${index}` })),
      (t) => ({ screeningQuestions: [t('validation.questionsTooMany', { max: 5 })] }),
    ],
    [
      'a blank label',
      [{ kind: 'yes_no', label: '   ' }],
      (t) => ({ [questionField(0, 'label')]: [t('validation.questionLabelRequired')] }),
    ],
    [
      'a choice question with one choice',
      [
        { kind: 'text', label: 'Bir' },
        { kind: 'choice', label: 'Seçin', choices: ['Tek', ' '] },
      ],
      (t) => ({
        [questionField(1, 'choices')]: [t('validation.choicesCount', { min: 2, max: 6 })],
      }),
    ],
    [
      'repeated choices',
      [{ kind: 'choice', label: 'Şehir', choices: ['İzmir', 'izmir'] }],
      (t) => ({ [questionField(0, 'choices')]: [t('validation.choicesRepeated')] }),
    ],
    [
      'a disqualifying answer that is not among the choices',
      [
        {
          kind: 'choice',
          label: 'Şehir',
          choices: ['İzmir', 'Ankara'],
          disqualifying_answer: 'Van',
        },
      ],
      (t) => ({
        [questionField(0, 'disqualifying_answer')]: [t('validation.disqualifyingAnswerInvalid')],
      }),
    ],
    [
      'a yes or no question disqualifying by neither',
      [{ kind: 'yes_no', label: 'Ehliyet?', disqualifying_answer: 'belki' }],
      (t) => ({
        [questionField(0, 'disqualifying_answer')]: [t('validation.disqualifyingAnswerInvalid')],
      }),
    ],
    [
      'a kind the contract does not name',
      [{ kind: 'date', label: 'Ne zaman?' }],
      (t) => ({ [questionField(0, 'kind')]: [t('validation.questionKindInvalid')] }),
    ],
    [
      'a minimum below zero',
      [{ kind: 'number', label: 'Yıl?', minimum: -1 }],
      (t) => ({ [questionField(0, 'minimum')]: [t('validation.questionMinimumInvalid')] }),
    ],
  ];
  for (const [name, questions, errors] of refusals) {
    it(`refuses ${name} with 422 and the form’s words, in Turkish and English`, async () => {
      const before = await jobRows();
      for (const language of ['tr', 'en'] as const) {
        const answer = await post(
          { title: 'Reddedilen', screeningQuestions: asText(questions) },
          language,
        );
        expect(answer.status).toBe(422);
        expect(answer.body.errors).toEqual(errors(apiTextsOf(language).t));
      }
      expect(await jobRows()).toBe(before);
    });
  }

  it('answers them beside the other fields’ errors, on an edit too', async () => {
    const answer = await post({
      title: '',
      screeningQuestions: asText([{ kind: 'text', label: '' }]),
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      title: [turkish('validation.titleRequired')],
      [questionField(0, 'label')]: [turkish('validation.questionLabelRequired')],
    });
    const job = await posted({ title: 'Düzenlemede Reddedilen' });
    const edited = await edit(
      job,
      { screeningQuestions: asText([{ kind: 'text', label: '' }]) },
      'en',
    );
    expect(edited.status).toBe(422);
    expect(edited.body.errors).toEqual({
      [questionField(0, 'label')]: [apiTextsOf('en').t('validation.questionLabelRequired')],
    });
    expect(await keptQuestions(job.slug)).toEqual([]);
  });

  const unreadable: [name: string, text: string][] = [
    ['text that is no JSON', '[{"kind": "yes_no"'],
    ['an object', '{"kind": "yes_no", "label": "Ehliyet?"}'],
    ['null', 'null'],
    ['a list of texts', '["Ehliyetiniz var mı?"]'],
    ['a question without a label', '[{"kind": "yes_no"}]'],
    ['a kind that is no text', '[{"kind": 1, "label": "Ehliyet?"}]'],
    ['choices that are no texts', '[{"kind": "choice", "label": "Şehir", "choices": [1, 2]}]'],
    ['a required that is no yes or no', '[{"kind": "text", "label": "Ad?", "required": "yes"}]'],
    ['a minimum that is no number', '[{"kind": "number", "label": "Yıl?", "minimum": "2"}]'],
    ['a label with a NUL', '[{"kind": "text", "label": "A\\u0000B"}]'],
  ];
  for (const [name, text] of unreadable) {
    it(`cannot read ${name}: 422 on the questions, in the request’s language`, async () => {
      for (const language of ['tr', 'en'] as const) {
        const answer = await post({ title: 'Okunamayan', screeningQuestions: text }, language);
        expect(answer.status).toBe(422);
        expect(answer.body.errors).toEqual({
          screeningQuestions: [apiTextsOf(language).t('validation.questionsUnreadable')],
        });
      }
    });
  }

  it('cannot read a JSON body’s questions that are not a list of questions', async () => {
    for (const questions of [5, null, { kind: 'text' }, [[]], 'nope']) {
      const answer = await server.request('/api/jobs', {
        token,
        json: {
          ...fields,
          title: 'JSON Okunamayan',
          screeningQuestions: questions,
          url: `data:image/png;base64,${png.toString('base64')}`,
        },
      });
      expect(answer.status, JSON.stringify(questions)).toBe(422);
      expect(answer.body.errors).toEqual({
        screeningQuestions: [t('validation.questionsUnreadable')],
      });
    }
  });
});

describe('postingQuestions', () => {
  it('answers the owner alone; anyone else hears there is no such job', async () => {
    const job = await posted({ title: 'Gizli Kurallar', screeningQuestions: asText(eachKind) });
    const other = await server.signUp('Başka Üye');
    const leaving = await server.signUp('Çıkan Üye');
    await server.request('/api/logout', { method: 'POST', token: leaving.token });

    const owner = await questionsOf(job.slug, token);
    expect(owner.status).toBe(200);
    expect(owner.headers.get('cache-control')).toBe('private, no-store');
    const missing = await questionsOf('boyle-bir-ilan-yok', token);
    expect(missing.status).toBe(404);
    for (const [who, answer] of [
      ['another member', await questionsOf(job.slug, other.token)],
      ['a visitor', await questionsOf(job.slug)],
      ['a signed-out token', await questionsOf(job.slug, leaving.token)],
    ] as const) {
      expect(answer.status, who).toBe(404);
      expect(answer.body, who).toEqual(missing.body);
      expect(answer.headers.get('cache-control'), who).toBe('private, no-store');
    }
  });
});
