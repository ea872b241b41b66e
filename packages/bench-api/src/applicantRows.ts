// A posting with 1,000 applications (issue 44), each answering its screening questions: the list
// its poster's page reads, on PostgreSQL.
// The page orders and filters it in the browser (Applicants/arrangement.ts), so the one read is
// what every order and filter waits for.
import pg from 'pg';
import { type LoadResult, load } from './load';
import { benchJob } from './mixed';
import { settings } from './options';
import { signUp } from './requests';
import { type Database, production, startServer } from './servers';

/** Issue 44's target: the list of a posting with this many applications, p99. */
export const applicantsTarget = { applications: 1000, p99Ms: 100 };
/**
 * One poster reading their list, again and again: the target is the time one read takes. Several
 * at once on two cores would queue behind each other, and the figure would time the queue.
 */
const connections = 1;

export interface ApplicantsRow {
  database: string;
  result: LoadResult;
}

/** The posting's screening questions: a yes/no whose 'no' disqualifies, a number with a minimum. */
const screeningQuestions = [
  {
    kind: 'yes_no',
    label: 'Türkiye’de çalışma izniniz var mı?',
    required: true,
    disqualifying_answer: 'no',
  },
  { kind: 'number', label: 'Kaç yıl ekip yönettiniz?', required: true, minimum: 2 },
];

/**
 * The posting's applications as a busy hiring leaves them: every stage, a rating on two in three,
 * a private note on half, a small CV each, both questions answered (one in four disqualified),
 * applied over six weeks.
 */
async function seedApplications(
  database: Database,
  slug: string,
  count: number,
  [permitId, yearsId]: readonly string[],
): Promise<void> {
  const client = new pg.Client({ connectionString: database.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query(
      `WITH posting AS (SELECT id, title, company, location FROM jobs WHERE slug = $1),
       applicants AS (
         INSERT INTO users (name, email, password_hash)
         SELECT 'Aday ' || n, 'aday-' || n || '-' || $2 || '@example.com', 'not-a-hash'
         FROM generate_series(1, $3::int) AS n
         RETURNING id
       )
       INSERT INTO applications (job_id, applicant_id, job_title, job_company, job_location, note,
                                 status, status_changed_at, rating, created_at, answers,
                                 disqualified)
       SELECT posting.id, applicants.id, posting.title, posting.company, posting.location,
              'Merhaba, ilanınızla ilgileniyorum. Beş yıldır ekip yönetiyorum; özgeçmişim ekte.',
              (ARRAY['new', 'reviewed', 'interview', 'offer', 'hired', 'rejected'])[1 + applicants.id % 6],
              CASE WHEN applicants.id % 6 = 0 THEN NULL ELSE now() END,
              CASE WHEN applicants.id % 3 = 0 THEN NULL ELSE 1 + applicants.id % 5 END,
              now() - (applicants.id % 1000) * interval '1 hour',
              jsonb_build_array(
                jsonb_build_object('question_id', $4::text, 'label', $6::text, 'kind', 'yes_no',
                                   'answer', CASE WHEN applicants.id % 4 = 0 THEN 'no' ELSE 'yes' END,
                                   'disqualifying', applicants.id % 4 = 0),
                jsonb_build_object('question_id', $5::text, 'label', $7::text, 'kind', 'number',
                                   'answer', (2 + applicants.id % 9)::text, 'disqualifying', false)),
              applicants.id % 4 = 0
       FROM applicants, posting`,
      [
        slug,
        Date.now().toString(36),
        count,
        permitId,
        yearsId,
        screeningQuestions[0]?.label,
        screeningQuestions[1]?.label,
      ],
    );
    const ofPosting = `SELECT applications.id, applications.job_id, applications.status, jobs.user_id
                       FROM applications JOIN jobs ON jobs.id = applications.job_id
                       WHERE jobs.slug = $1`;
    await client.query(
      `INSERT INTO application_cvs (application_id, job_id, name, size, data)
       SELECT id, job_id, 'cv-' || id || '.pdf', 2048, decode(repeat('25', 2048), 'hex')
       FROM (${ofPosting}) AS own`,
      [slug],
    );
    await client.query(
      `INSERT INTO application_stages (application_id, status)
       SELECT id, stage FROM (${ofPosting}) AS own,
         LATERAL unnest(CASE WHEN status = 'reviewed' THEN ARRAY['reviewed']
                             WHEN status = 'new' THEN ARRAY[]::text[]
                             ELSE ARRAY['reviewed', status] END) AS stage`,
      [slug],
    );
    await client.query(
      `INSERT INTO application_notes (application_id, author_id, body)
       SELECT id, user_id, 'Güçlü aday: teknik görüşmede sistem tasarımını soralım.'
       FROM (${ofPosting}) AS own WHERE id % 2 = 0`,
      [slug],
    );
    await client.query('COMMIT');
  } finally {
    await client.end();
  }
}

/**
 * On a server as `pnpm start` runs it on `database`: a poster's posting, `applicantsTarget`'s
 * applications seeded beside it, and its list read by `connections` posters at once.
 */
export async function measureApplicants(database: Database, rows: ApplicantsRow[]) {
  const { origin, server } = await startServer(database, production);
  try {
    const token = await signUp(origin);
    const posted = await fetch(`${origin}/api/jobs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        ...benchJob({ title: 'Ekip Lideri', description: 'Başvuru listesi ölçümü', workType: 1 }),
        screeningQuestions,
      }),
    });
    if (posted.status !== 201) throw new Error(`Posting answered ${posted.status}`);
    const { slug, screening_questions: questions } = (
      (await posted.json()) as { data: { slug: string; screening_questions: { id: string }[] } }
    ).data;
    await seedApplications(
      database,
      slug,
      applicantsTarget.applications,
      questions.map(({ id }) => id),
    );
    const request = {
      method: 'GET' as const,
      path: `/api/jobs/${slug}/applications`,
      headers: { authorization: `Bearer ${token}` },
    };
    const first = await fetch(`${origin}${request.path}`, { headers: request.headers });
    const listed = ((await first.json()) as { data?: unknown[] }).data ?? [];
    if (listed.length !== applicantsTarget.applications) {
      throw new Error(`The list answered ${first.status} with ${listed.length} applications`);
    }
    process.stdout.write(`  GET ${request.path}, ${listed.length} applications… `);
    const result = await load(origin, request, { ...settings, connections });
    console.log(`p99 ${result.p99} ms${result.failures > 0 ? `, ${result.failures} failed` : ''}`);
    rows.push({ database: database.name, result });
  } finally {
    await server.stop();
  }
}
