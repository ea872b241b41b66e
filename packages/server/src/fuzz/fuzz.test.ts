import { Writable } from 'node:stream';
import { limits } from '@job/contract';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { selectRows } from '../db/connect';
import * as schema from '../db/schema';
import { setRole } from '../moderation/roles';
import { dereference, type OperationObject, readOpenApi } from '../openapi/document';
import { applicationForm, cvForm, pdf } from '../test/applications';
import { testDatabaseKind } from '../test/databases';
import { jobForm, picture } from '../test/images';
import {
  type Answer,
  backgroundDone,
  relaxedLimits,
  startServer,
  type TestServer,
} from '../test/server';
import { type FuzzRequest, operationRequests, requestOptions } from './requests';
import type { Hints } from './schemaArbitraries';

/*
 * Every operation of openapi.yaml, fuzzed over real HTTP with requests derived from its schemas:
 * valid and mutated, with and without a valid token. Whatever comes in, the server answers no 5xx,
 * only statuses the operation declares, with bodies its schemas accept; a 4xx changes no table, and
 * no request makes the server log a warning or an error.
 *
 * CI runs a fixed seed per database, one apart, so the two runs send different requests: 100 per
 * operation on PostgreSQL, 50 on PGlite (in-process, it shares the test's thread: its 100 took four
 * minutes of a busy two-core run, the longest file by far). A long run: FUZZ_RUNS=10000
 * FUZZ_SEED=<any integer>. A failure's report
 * gives its seed and path; replay the shrunk request alone with FUZZ_SEED=<seed> FUZZ_PATH=<path>
 * and `-t <operationId>`.
 */

function numberFromEnvironment(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new Error(`${name} must be an integer, not ${text}`);
  return value;
}

const seed = numberFromEnvironment(
  'FUZZ_SEED',
  20_261_123 + (testDatabaseKind() === 'postgres' ? 1 : 0),
);
const numRuns = numberFromEnvironment('FUZZ_RUNS', testDatabaseKind() === 'postgres' ? 100 : 50);
const replayPath = process.env.FUZZ_PATH;
// A run's requests take milliseconds; the rest is room for shrinking a failure.
const timeout = 90_000 + numRuns * 200;

const document = readOpenApi();
const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({
    path,
    method,
    operation: dereference(operation, document),
  })),
);

// Every table the schema declares, so a table added later is watched too.
const tables: PgTable[] = Object.values(schema).filter((value) => is(value, PgTable));

interface Member {
  email: string;
  password: string;
}

let server: TestServer;
let account: Member;
/**
 * Who deleteAccount's requests are made by: a valid one deletes its member (and their job), which
 * the other operations need. Signed up again whenever it is gone.
 */
const leaver: Member = { email: `leaver.${process.pid}@example.com`, password: 'kestane-41' };
let hints: Hints;
/** The hints of the calls of applications (`applicationsToFuzz`). */
let applicationHints: Hints;
const applicationCalls = new Set([
  'apply',
  'myApplications',
  'jobApplications',
  'postingQuestions',
  'setApplicationStatus',
  'moveApplications',
  'applicationCv',
  'withdrawApplication',
  'rateApplication',
  'addApplicationNote',
  'editApplicationNote',
  'deleteApplicationNote',
]);
/** The hints of the moderators' calls (`moderationToFuzz`); the fuzzing account is a moderator. */
let moderationHints: Hints;
const moderationCalls = new Set([
  'moderationJob',
  'moderateJob',
  'suspendMember',
  'unsuspendMember',
  'reportJob',
]);
/** The hints of the calls on one alert: the account's own alert, so valid requests reach it. */
let alertHints: Hints;
const alertCalls = new Set(['updateAlert', 'deleteAlert']);
/** The hints of the seeker profile's calls (`seekerToFuzz`). */
let seekerHints: Hints;
const seekerCalls = new Set([
  'updateSeekerProfile',
  'addCv',
  'storedCv',
  'updateCv',
  'replaceCv',
  'deleteCv',
]);
/** The hints of the calls on one rejection template: the account's own, so valid requests reach it. */
let templateHints: Hints;
const templateCalls = new Set(['updateRejectionTemplate', 'deleteRejectionTemplate']);
/** What the server logs at warn and above: no request, however odd, should leave anything. */
const warnings: string[] = [];

function logWarnings(): Writable {
  return new Writable({
    write(chunk, _encoding, done) {
      const line = JSON.parse(String(chunk)) as { msg: string; err?: { message: string } };
      const detail = line.err && line.err.message !== line.msg ? ` (${line.err.message})` : '';
      warnings.push(`${line.msg}${detail}`);
      done();
    },
  });
}

beforeAll(async () => {
  // No rate limit in the way, however long the run.
  server = await startServer({
    rateLimit: relaxedLimits,
    logger: { level: 'warn', stream: logWarnings() },
    // One request at a time, then the background caught up (backgroundDone): it need not wait
    // 20 ms for a quiet moment before each of the thousands of requests.
    backgroundYield: { quietMs: 0 },
    // A status mail sent at once, as every other: one held for its undo time would still be
    // waiting when the next request's tables are compared, and be sent in the middle of it.
    statusMailDelayMs: 0,
  });
  const { email, token } = await server.signUp();
  account = { email, password: 'kestane-41' };
  const png = await picture('png', 2, 2);
  const job = await createJob(token, png);
  const company = await server.request('/api/companies', { token, json: { name: 'Fuzz A.Ş.' } });
  if (company.status !== 201) throw new Error(`Company failed: ${JSON.stringify(company.body)}`);
  // Values a schema cannot describe, so valid requests get past the rules the server adds and
  // reach what exists: the account, a job, its image.
  hints = {
    email: fc.oneof(fc.constant(email), fc.emailAddress()),
    password: fc.constant(account.password),
    password_confirmation: fc.constant(account.password),
    image: fc.constant(new Blob([png], { type: 'image/png' })),
    url: fc.constant(`data:image/png;base64,${png.toString('base64')}`),
    slug: fc.constant(job.slug),
    name: fc.constant(job.image.split('/').pop()),
    // The account's own company: its calls, and a posting as it, reach it.
    companySlug: fc.constant(company.body.data.slug),
    logo: fc.constant(new Blob([png], { type: 'image/png' })),
    // Questions the rules take, as JSON text (a form's field) and as JSON (a JSON body's).
    screeningQuestions: fc.constantFrom(
      JSON.stringify(screeningQuestions),
      screeningQuestions,
      '[]',
    ),
  };
  const [ownCv, cvToApplyWith] = [await storeCv(token), await storeCv(token)];
  seekerHints = {
    ...hints,
    cvId: fc.constant(ownCv),
    cv: fc.constant(new Blob([pdf()], { type: 'application/pdf' })),
    links: fc.constantFrom([], ['https://fuzz.example.com']),
  };
  // One template for the calls on a template (changed, deleted), another to reject with.
  const [ownTemplate, templateToRejectWith] = [
    await saveTemplate(token, 'Fuzz template'),
    await saveTemplate(token, 'Fuzz rejection'),
  ];
  templateHints = { ...hints, templateId: fc.constant(ownTemplate) };
  applicationHints = await applicationsToFuzz(token, png, cvToApplyWith, templateToRejectWith);
  moderationHints = await moderationToFuzz(email, png);
  const alert = await server.request('/api/me/alerts', { token, json: { q: 'fuzz' } });
  alertHints = { ...hints, id: fc.constant(alert.body.data.id) };
});

/** Screening questions of each kind, with their rules; only the yes or no one must be answered. */
const screeningQuestions = [
  {
    id: 'izin',
    kind: 'yes_no',
    label: 'Çalışma izni?',
    required: true,
    disqualifying_answer: 'no',
  },
  { id: 'yil', kind: 'number', label: 'Kaç yıl?', minimum: 2 },
  {
    id: 'sehir',
    kind: 'choice',
    label: 'Şehir?',
    choices: ['İzmir', 'Van'],
    disqualifying_answer: 'Van',
  },
  { id: 'not', kind: 'text', label: 'Not?' },
];

/**
 * A posting of another member's for the moderators' actions and reports, and that member to
 * suspend and unsuspend, so valid requests reach each answer (200 once, then 409) without taking
 * the account's own posting or the leaver off the board. The account is made a moderator, as `pnpm admin` would.
 */
async function moderationToFuzz(email: string, png: Buffer): Promise<Hints> {
  await setRole(server.app.database.db, email, 'moderator');
  const poster = await server.signUp('Moderated');
  const posting = await createJob(poster.token, png);
  const me = await server.request('/api/me', { token: poster.token });
  return { ...hints, slug: fc.constant(posting.slug), id: fc.constant(me.body.user.id) };
}

/** One of the account's rejection templates, so valid requests reach it. */
async function saveTemplate(token: string, name: string): Promise<number> {
  const answer = await server.request('/api/me/rejection-templates', {
    token,
    json: { name, body_tr: 'Teşekkürler', body_en: 'Thank you' },
  });
  if (answer.status !== 201)
    throw new Error(`Saving a template failed: ${JSON.stringify(answer.body)}`);
  return answer.body.data.id;
}

/**
 * One of the account's stored CVs, so valid requests reach it: one for the calls on a stored CV
 * (rename, replace, download, delete), another to apply with, which those leave alone.
 */
async function storeCv(token: string): Promise<number> {
  const answer = await server.request('/api/me/cvs', {
    method: 'POST',
    token,
    form: cvForm({ data: pdf() }),
  });
  if (answer.status !== 201) throw new Error(`Storing a CV failed: ${JSON.stringify(answer.body)}`);
  return answer.body.data.id;
}

/**
 * Postings and applications for the calls of applications, so valid requests reach each of their
 * answers: the account's own posting (403 to apply, its applications and questions listed),
 * another member's it applied to (409 with the date), one it has not (201 once), an expired one
 * (410) and one that takes applications elsewhere (409); an application to its posting (its
 * status set, its CV read as the owner, rated, noted, a note of it deleted) and its own
 * application (its CV read as the applicant, withdrawn; 404 to set); and the account's `storedCv`
 * to apply with. The account's posting and the one it has not applied to ask screening
 * questions, answered (one answer disqualifying) or not. A rejection takes the account's
 * `template`, or one that is none of its (422).
 */
async function applicationsToFuzz(
  token: string,
  png: Buffer,
  storedCv: number,
  template: number,
): Promise<Hints> {
  const other = await server.signUp('Other');
  const asking = { screeningQuestions: JSON.stringify(screeningQuestions) };
  const [own, appliedTo, fresh, expiring, elsewhere] = [
    await createJob(token, png, asking),
    await createJob(other.token, png),
    await createJob(other.token, png, asking),
    await createJob(other.token, png),
    await createJob(other.token, png, { applyMethod: 'url', applyTo: 'https://jobs.example.com' }),
  ];
  await server.app.database.db.execute(
    sql`UPDATE jobs SET expires_at = now() - interval '1 second' WHERE slug = ${expiring.slug}`,
  );
  await server.app.expirySweeps.check();
  const apply = async (slug: string, applicantToken: string): Promise<number> => {
    const answer = await server.request(`/api/jobs/${slug}/applications`, {
      token: applicantToken,
      form: applicationForm('A note', { data: pdf() }, undefined, { izin: 'no', yil: '3' }),
    });
    if (answer.status !== 201) throw new Error(`Apply failed: ${JSON.stringify(answer.body)}`);
    return answer.body.data.id;
  };
  const ids = [await apply(own.slug, other.token), await apply(appliedTo.slug, token)];
  const noted = await server.request(`/api/applications/${ids[0]}/notes`, {
    token,
    json: { body: 'A note to delete' },
  });
  if (noted.status !== 201) throw new Error(`Note failed: ${JSON.stringify(noted.body)}`);
  return {
    ...hints,
    noteId: fc.constant(noted.body.data.notes[0].id),
    slug: fc.constantFrom(own.slug, appliedTo.slug, fresh.slug, expiring.slug, elsewhere.slug),
    id: fc.constantFrom(...ids),
    // The own posting's application, alone or with the one elsewhere (which moves nothing).
    ids: fc.constantFrom([ids[0]], ids),
    cv: fc.constant(new Blob([pdf()], { type: 'application/pdf' })),
    stored_cv: fc.constant(String(storedCv)),
    template: fc.constantFrom(template, template, 2_000_000_000),
    answers: fc.constantFrom(
      JSON.stringify({ izin: 'yes', yil: '3,5', sehir: 'Van', not: 'Merhaba' }),
      JSON.stringify({ izin: 'no' }),
      '{}',
    ),
  };
}

async function createJob(
  token: string,
  png: Buffer,
  fields: Record<string, string> = {},
): Promise<{ slug: string; image: string }> {
  const image = { data: png, name: 'logo.png', type: 'image/png' };
  const answer = await server.request('/api/jobs', {
    token,
    form: jobForm({ title: 'Fuzz', workType: '1', ...fields }, image),
  });
  if (answer.status !== 201) throw new Error(`Create failed: ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}
afterAll(() => server?.close());

/** A token of its own for each request, so a fuzzed logout cannot end the next request's session. */
async function freshToken(member: Member): Promise<string> {
  let answer = await server.request<{ token: string }>('/api/login', { json: member });
  if (answer.status === 401 && member === leaver) {
    const { email, password } = leaver;
    answer = await server.request('/api/register', {
      json: { name: 'Leaver', email, password, password_confirmation: password },
    });
  }
  if (answer.status >= 300) throw new Error(`Login failed: ${JSON.stringify(answer.body)}`);
  return answer.body.token;
}

/**
 * What a table's fingerprint is made of: its whole rows, but the outbox's Message-IDs only, since
 * its sender updates the rows it sends whenever it likes (a request only adds them).
 */
const fingerprinted = (table: PgTable) =>
  table === schema.outbox ? sql.raw('t.message_id') : sql.raw('t::text');

/**
 * Every table's row count and a fingerprint of its rows (`3:-1432098871`), so an update shows as
 * well as an insert or a delete; in one query, one round trip per request fuzzed. The fingerprint
 * is the sum of the rows' hashes: it needs no sort, which an md5 of the rows in order did (a
 * quarter of the snapshots' time on PGlite).
 */
async function tableStates(): Promise<string> {
  const states = tables.map(
    (table) => sql`(
      SELECT count(*) || ':' || coalesce(sum(hashtext(${fingerprinted(table)})::bigint), 0)
      FROM ${table} AS t
    ) AS ${sql.identifier(getTableName(table))}`,
  );
  const [row] = await selectRows(server.app.database.db, sql`SELECT ${sql.join(states, sql`, `)}`);
  return JSON.stringify(row);
}

// Strict: a keyword Ajv does not know is a mistake in openapi.yaml, not something to skip.
const ajv = addFormats(new Ajv2020({ allErrors: true, strict: true }));

/** The validators of an operation's JSON answers, by status. */
function answerValidators(operation: OperationObject): Map<string, ValidateFunction> {
  const validators = new Map<string, ValidateFunction>();
  for (const [status, { content }] of Object.entries(operation.responses)) {
    const schema = content?.['application/json']?.schema;
    if (schema) validators.set(status, ajv.compile(schema));
  }
  return validators;
}

/** What is wrong with an answer, by openapi.yaml; undefined when nothing is. */
function contractBreach(
  operation: OperationObject,
  validators: Map<string, ValidateFunction>,
  answer: Answer,
): string | undefined {
  if (answer.status >= 500) return `A server error (${answer.status}).`;
  const declared = operation.responses[String(answer.status)];
  if (!declared) {
    const statuses = Object.keys(operation.responses).join(', ');
    return `${answer.status} is not among the statuses openapi.yaml declares (${statuses}).`;
  }
  const mediaType = answer.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
  if (!declared.content) {
    return mediaType ? `A ${mediaType} body, where openapi.yaml declares none.` : undefined;
  }
  const content = declared.content[mediaType];
  if (!content) return `A ${mediaType} body, not ${Object.keys(declared.content)}.`;
  const validate = validators.get(String(answer.status));
  if (mediaType !== 'application/json' || !validate || validate(answer.body)) return undefined;
  return `A body its schema refuses: ${ajv.errorsText(validate.errors)}.`;
}

function shortBody(body: unknown): string {
  const text = Buffer.isBuffer(body) ? `<${body.length} bytes>` : JSON.stringify(body);
  return text.length > 500 ? `${text.slice(0, 500)}…` : text;
}

describe('every operation of openapi.yaml, fuzzed', () => {
  for (const { path, method, operation } of operations) {
    it(
      `${operation.operationId}: ${method.toUpperCase()} ${path}`,
      async () => {
        const validators = answerValidators(operation);
        const leaving = operation.operationId === 'deleteAccount';
        const member = leaving ? leaver : account;
        const requests = operationRequests(path, method, operation, {
          bodyLimit: server.app.initialConfig.bodyLimit ?? 1024 * 1024,
          fileLimit: limits.imageMaxBytes,
          hints: leaving
            ? { ...hints, current_password: fc.oneof(fc.constant(leaver.password), fc.string()) }
            : applicationCalls.has(operation.operationId)
              ? applicationHints
              : moderationCalls.has(operation.operationId)
                ? moderationHints
                : alertCalls.has(operation.operationId)
                  ? alertHints
                  : seekerCalls.has(operation.operationId)
                    ? seekerHints
                    : templateCalls.has(operation.operationId)
                      ? templateHints
                      : hints,
        });
        const property = fc.asyncProperty(requests, async (request: FuzzRequest) => {
          const usesToken = ['valid', 'tampered'].includes(request.credentials.kind);
          const options = requestOptions(request, usesToken ? await freshToken(member) : '');
          // What earlier requests gave the background (mail, alert matching) written first.
          await backgroundDone(server);
          const before = await tableStates();
          warnings.length = 0;
          const answer = await server.request(request.path, options);
          // A reset link asked for is looked up and mailed after the answer.
          await server.app.accounts.settle();
          let breach = contractBreach(operation, validators, answer);
          if (!breach && answer.status >= 400) {
            const after = await tableStates();
            if (after !== before) breach = `A ${answer.status} that wrote: ${before} → ${after}.`;
          }
          // Read last, so a line the server writes just after answering is in.
          if (!breach && warnings.length > 0) breach = `The server logged: ${warnings.join('; ')}.`;
          if (breach) {
            throw new Error(`${breach}\nAnswer: ${answer.status} ${shortBody(answer.body)}`);
          }
        });
        await fc.assert(property, {
          seed,
          numRuns,
          ...(replayPath ? { path: replayPath, endOnFailure: true } : {}),
          // The predicate's message (status, body, breach) in the report, not only as its cause.
          includeErrorInReport: true,
        });
      },
      timeout,
    );
  }
});
