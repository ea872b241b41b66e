import type { WorkplaceSlug } from '@job/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { jobs } from '../db/schema';
import { toWebp } from '../images/process';
import { saveImage } from '../images/service';
import { excerpt, sanitizeDetail } from '../jobs/sanitize';
import { createJobService } from '../jobs/service';
import { slugify } from '../jobs/slug';
import { logoPng } from './logos';
import { sampleJobs } from './sampleJobs';

/** Fills an empty board with the sample jobs, through the same path a posted job takes. */
export async function seedSampleJobs(db: Database): Promise<number> {
  const service = createJobService(db);
  if ((await service.count()) > 0) return 0;
  for (const sample of sampleJobs) {
    const image = await logoPng(sample.company);
    await service.create({ ...sample, image, userId: null });
  }
  return sampleJobs.length;
}

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

const placeOf = (index: number) => places[index % places.length] ?? places[0];

/**
 * Adds `total` jobs in large batches for load tests, reporting progress after each batch.
 * The rows vary the sample jobs by place; their slugs carry a run tag to stay unique.
 */
export async function seedManyJobs(
  db: Database,
  total: number,
  onProgress: (done: number) => void,
  batchSize = 1000,
): Promise<void> {
  const templates = await Promise.all(
    sampleJobs.map(async (sample) => {
      const image = await toWebp(await logoPng(sample.company));
      await saveImage(db, image);
      const description = sanitizeDetail(sample.detail);
      return { sample, description, description2: excerpt(description), imageName: image.name };
    }),
  );
  const runTag = Date.now().toString(36);
  for (let done = 0; done < total; ) {
    const size = Math.min(batchSize, total - done);
    const rows = Array.from({ length: size }, (_, index) => {
      const number = done + index;
      const template = templates[number % templates.length] ?? templates[0];
      if (!template) throw new Error('There are no sample jobs to copy');
      const place = placeOf(Math.floor(number / templates.length));
      const title = `${template.sample.title} – ${place.location ?? 'Remote'}`;
      return {
        title,
        slug: `${slugify(title)}-${runTag}-${number}`,
        info: template.sample.description,
        description: template.description,
        description2: template.description2,
        salary: template.sample.salary,
        workType: template.sample.workType,
        company: template.sample.company,
        applyMethod: template.sample.applyMethod,
        applyTo: template.sample.applyTo,
        ...place,
        imageName: template.imageName,
      };
    });
    await db.insert(jobs).values(rows).onConflictDoNothing();
    done += size;
    onProgress(done);
  }
  // Fresh statistics for the planner, and a visibility map so counts can use index-only scans.
  await db.execute(sql`VACUUM ANALYZE jobs`);
}
