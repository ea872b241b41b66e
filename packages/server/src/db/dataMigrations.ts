// Row changes that need the server's own code, run once each after the SQL migrations.
import { knownCities, readSalary } from '@job/contract';
import { and, asc, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from './connect';
import { dataMigrations, jobs } from './schema';

/** What a step reads and writes through: the database, or its step's transaction. */
type Rows = Pick<Database, 'select' | 'execute'>;

interface DataMigration {
  /** Its migration's tag: the SQL one that made what it fills. */
  name: string;
  run(db: Rows): Promise<void>;
}

// Rows read and written per statement: a million postings in a thousand round trips.
const batchSize = 1000;

/**
 * Reads the salary text of the postings made before figures existed (migration 0021), as a create
 * reads the original client's text today. What cannot be read keeps its text and no figures.
 */
async function readSalaryTexts(db: Rows): Promise<void> {
  for (let after = 0; ; ) {
    const rows = await db
      .select({ id: jobs.id, salary: jobs.salary })
      .from(jobs)
      .where(and(gt(jobs.id, after), ne(jobs.salary, ''), isNull(jobs.salaryCurrency)))
      .orderBy(asc(jobs.id))
      .limit(batchSize);
    const last = rows.at(-1);
    if (!last) return;
    after = last.id;
    const read = rows.flatMap(({ id, salary }) => {
      const figures = readSalary(salary);
      return figures ? [{ id, ...figures }] : [];
    });
    if (read.length === 0) continue;
    // One statement per batch: the figures as JSON, made rows by the database.
    await db.execute(sql`
      UPDATE ${jobs} SET
        salary_min = figures.min, salary_max = figures.max,
        salary_currency = figures.currency, salary_period = figures.period
      FROM json_to_recordset(${JSON.stringify(read)}::json)
        AS figures(id int, min numeric, max numeric, currency text, period text)
      WHERE ${jobs.id} = figures.id`);
  }
}

/**
 * Gives the postings made before countries existed (migration 0026) their city's country, where
 * the city is one the forms suggest, as a create without a country does today.
 */
async function placeKnownCities(db: Rows): Promise<void> {
  await db.execute(sql`
    UPDATE ${jobs} SET country = known.country
    FROM json_to_recordset(${JSON.stringify(knownCities.map(([city, country]) => ({ city, country })))}::json)
      AS known(city text, country text)
    WHERE ${jobs.cityKey} = job_search_fold(known.city) AND ${jobs.country} IS NULL`);
}

const steps: readonly DataMigration[] = [
  { name: '0021_salary_figures', run: readSalaryTexts },
  { name: '0026_place', run: placeKnownCities },
];

/**
 * Runs each step not run before, in a transaction with its record: a step that fails leaves no
 * record and runs again at the next start. Servers starting together on one PostgreSQL are
 * already one at a time (the migration's advisory lock).
 */
export async function runDataMigrations(db: Database): Promise<void> {
  for (const step of steps) {
    await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(dataMigrations)
        .values({ name: step.name })
        .onConflictDoNothing()
        .returning();
      if (claimed) await step.run(tx);
    });
  }
}
