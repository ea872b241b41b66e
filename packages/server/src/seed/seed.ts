import { countryOfCity, readSalary, salaryText, type WorkplaceSlug } from '@job/contract';
import { apiTextsOf } from '@job/texts/catalogues';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/connect';
import { toWebp } from '../images/process';
import { saveImage } from '../images/service';
import { excerpt, sanitizeDetail } from '../jobs/sanitize';
import { createJobService } from '../jobs/service';
import { slugify } from '../jobs/slug';
import { logoPng } from './logos';
import { seedSampleCompanies } from './sampleCompanies';
import { sampleJobs } from './sampleJobs';

/**
 * The start's sample jobs: an empty board gets them when `wanted` (the embedded database's
 * default, or SEED_SAMPLE=1); else the log says how to add them.
 */
export async function sampleJobsAtStart(
  db: Database,
  log: Pick<FastifyBaseLogger, 'info'>,
  wanted: boolean,
): Promise<void> {
  if (!wanted) {
    if ((await createJobService(db).count()) === 0) {
      log.info(
        `The board is empty. To add the ${sampleJobs.length} sample jobs, start once with SEED_SAMPLE=1`,
      );
    }
    return;
  }
  const seeded = await seedSampleJobs(db);
  if (seeded > 0) log.info(`The board was empty: added ${seeded} sample jobs`);
}

/**
 * How far apart the sample jobs were posted: the newest today, the oldest three weeks ago, so a
 * newcomer's board has dates to read and a date window to narrow (2 in 24 hours, 8 in 7 days).
 */
const sampleSpacingHours = 22;

/**
 * Fills an empty board with the sample jobs, through the same path a posted job takes, then dates
 * them back (`sampleSpacingHours`) with their expiry, as if posted over the last weeks.
 */
export async function seedSampleJobs(db: Database): Promise<number> {
  const service = createJobService(db);
  if ((await service.count()) > 0) return 0;
  for (const sample of sampleJobs) {
    const image = await logoPng(sample.company);
    await service.create({
      ...sample,
      salaryFigures: readSalary(sample.salary) ?? null,
      image,
      userId: null,
    });
  }
  await db.execute(sql`
    UPDATE jobs SET created_at = created_at - age, expires_at = expires_at - age
    FROM (SELECT id, (max(id) OVER () - id) * ${sampleSpacingHours} * interval '1 hour' AS age
      FROM jobs) AS dated
    WHERE jobs.id = dated.id`);
  await seedSampleCompanies(db);
  return sampleJobs.length;
}

/**
 * How the bulk copies spread each sample's salary, so that a minimum salary or a sort by it has
 * a range to work on: from 0.7 to 1.5 times the sample's.
 */
const salaryLevels = [0.7, 0.85, 1, 1.2, 1.5] as const;

/** A figure scaled, rounded as people write pay: to the thousand from 1,000 up, else whole. */
const scaled = (amount: number, level: number) => {
  const value = amount * level;
  return value >= 1000 ? Math.round(value / 1000) * 1000 : Math.round(value);
};

/**
 * A sample's salary at a level as the bulk copies' columns: its figures (as a create reads its
 * text) scaled, and the text written from them, as the form writes it; a text with no figures
 * ('₺1,2 / kelime') stays as it is.
 */
function salaryAt(salary: string, level: number) {
  const read = readSalary(salary);
  const figures = read && {
    ...read,
    min: scaled(read.min, level),
    max: read.max === null ? null : scaled(read.max, level),
  };
  return {
    salary: figures ? salaryText(figures, turkish) : salary,
    salary_min: figures?.min ?? null,
    salary_max: figures?.max ?? null,
    salary_currency: figures?.currency ?? null,
    salary_period: figures?.period ?? null,
  };
}

const turkish = apiTextsOf('tr');

/**
 * The days the bulk copies were posted over, evenly, the last one now: every live job's age, as a
 * board whose postings live 30 days has them, so a date window holds its share of the rows.
 */
const bulkSpreadDays = 30;

/** Where the bulk copies of the sample jobs are: a city and its workplace, or remote with none. */
const places = [
  { location: 'İstanbul', workplace: 'hybrid' },
  { location: 'Ankara', workplace: 'on-site' },
  { location: 'İzmir', workplace: 'on-site' },
  { location: 'Berlin', workplace: 'hybrid' },
  { location: 'London', workplace: 'on-site' },
  { location: null, workplace: 'remote' },
  { location: 'Bursa', workplace: 'on-site' },
  { location: 'Lisbon', workplace: 'remote' },
] as const satisfies { location: string | null; workplace: WorkplaceSlug }[];

/**
 * Adds `total` jobs for load tests, reporting progress after each batch. The rows vary the sample
 * jobs by place (a title and slug for each pair of them); their slugs carry a run tag and the row's
 * number to stay unique. The database makes the rows itself, `batchSize` to a statement, from those
 * variants and a series of numbers: nothing travels per row, so a million jobs take minutes (the
 * work left is the database's own: the search column, the indexes, the count triggers).
 */
export async function seedManyJobs(
  db: Database,
  total: number,
  onProgress: (done: number) => void,
  batchSize = 50_000,
): Promise<void> {
  const logos = await Promise.all(
    sampleJobs.map(async (sample) => ({
      sample,
      image: await toWebp(await logoPng(sample.company)),
    })),
  );
  // One after another: on PostgreSQL `db` may be a single client, which takes one query at a time.
  for (const { image } of logos) await saveImage(db, image);
  const templates = logos.map(({ sample, image }) => {
    const description = sanitizeDetail(sample.detail);
    return { sample, description, description2: excerpt(description), imageName: image.name };
  });
  const runTag = Date.now().toString(36);
  // Row n copies template n mod 24 at place (n div 24) mod 8 and salary level (n div 192) mod 5:
  // variant (n mod 24) + 24 × place + 192 × level.
  const variants = salaryLevels.flatMap((level) =>
    places.flatMap((place) =>
      templates.map(({ sample, description, description2, imageName }) => {
        const title = `${sample.title} – ${place.location ?? 'Remote'}`;
        return {
          title,
          slug: `${slugify(title)}-${runTag}`,
          info: sample.description,
          description,
          description2,
          ...salaryAt(sample.salary, level),
          work_type: sample.workType,
          company: sample.company,
          apply_method: sample.applyMethod ?? 'site',
          apply_to: sample.applyTo ?? null,
          location: place.location,
          country: countryOfCity(place.location) ?? null,
          workplace: place.workplace,
          image_name: imageName,
        };
      }),
    ),
  );
  const perPlace = templates.length;
  const perLevel = perPlace * places.length;
  // The search index takes each row's trigrams as it comes (migration 0016), 5× slower for a bulk
  // load than gathering them in its pending list and merging them in runs: on for the load, and
  // the VACUUM below moves what the list holds into the index.
  await db.execute(sql`ALTER INDEX jobs_search_text_idx SET (fastupdate = on)`);
  try {
    await insertMany();
  } finally {
    await db.execute(sql`ALTER INDEX jobs_search_text_idx SET (fastupdate = off)`);
  }
  // Fresh statistics for the planner, a visibility map so counts can use index-only scans, and
  // the search index's pending list emptied.
  await db.execute(sql`VACUUM ANALYZE jobs`);

  async function insertMany() {
    for (let done = 0; done < total; ) {
      const size = Math.min(batchSize, total - done);
      await db.execute(sql`
      WITH variant AS (
        SELECT v.*, v.ordinality - 1 AS i
        FROM ROWS FROM (json_to_recordset(${JSON.stringify(variants)}::json) AS (
          title text, slug text, info text, description text, description2 text, salary text,
          salary_min numeric, salary_max numeric, salary_currency text, salary_period text,
          work_type smallint, company text, apply_method text, apply_to text, location text,
          country text, workplace text, image_name text)) WITH ORDINALITY AS v
      )
      INSERT INTO jobs (title, slug, info, description, description2, salary, salary_min,
        salary_max, salary_currency, salary_period, work_type, company, apply_method, apply_to,
        location, country, workplace, image_name, created_at)
      SELECT v.title, v.slug || '-' || n, v.info, v.description, v.description2, v.salary,
        v.salary_min, v.salary_max, v.salary_currency, v.salary_period, v.work_type, v.company,
        v.apply_method, v.apply_to, v.location, v.country, v.workplace, v.image_name,
        now() - (${total}::int - 1 - n) * (interval '${sql.raw(String(bulkSpreadDays))} days' / ${total}::int)
      FROM generate_series(${done}::int, ${done + size - 1}::int) AS n
      JOIN variant v ON v.i = n % ${perPlace} + ${perPlace} * ((n / ${perPlace}) % ${places.length})
        + ${perLevel} * ((n / ${perLevel}) % ${salaryLevels.length})
      ORDER BY n
      ON CONFLICT DO NOTHING`);
      done += size;
      onProgress(done);
    }
  }
}
