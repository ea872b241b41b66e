// The sample companies: three of the sample jobs' employers get a page, so a fresh board shows
// company pages. They have no members; their logos are the ones their jobs show.
import { inArray, sql } from 'drizzle-orm';
import { companySlugOf } from '../companies/writes';
import type { Database } from '../db/connect';
import { companies, jobs } from '../db/schema';
import { toWebp } from '../images/process';
import { saveImage } from '../images/service';
import { logoPng } from './logos';

export const sampleCompanies = [
  {
    name: 'Boğaziçi Teknoloji',
    website: 'https://bogazici-teknoloji.example',
    description:
      'Günde iki milyon işlemi karşılayan bir ödeme platformu geliştiren İstanbul merkezli yazılım şirketi.',
    city: 'İstanbul',
    country: 'TR',
    size: '51-200',
    sector: 'Yazılım',
  },
  {
    name: 'Ege Lojistik',
    website: 'https://ege-lojistik.example',
    description: 'İzmir limanından Avrupa’ya uzanan kara ve deniz taşımacılığı.',
    city: 'İzmir',
    country: 'TR',
    size: '201-500',
    sector: 'Lojistik',
  },
  {
    name: 'Northwind Labs',
    website: 'https://northwind-labs.example',
    description: 'A Berlin product studio building tools for online shops.',
    city: 'Berlin',
    country: 'DE',
    size: '11-50',
    sector: 'Software',
  },
] as const;

/** Gives the sample jobs of these employers their company: its page, name and logo. */
export async function seedSampleCompanies(db: Database): Promise<void> {
  for (const sample of sampleCompanies) {
    const logo = await toWebp(await logoPng(sample.name));
    await saveImage(db, logo);
    await db
      .insert(companies)
      .values({ ...sample, slug: companySlugOf(sample.name), logoName: logo.name })
      .onConflictDoNothing();
  }
  await db
    .update(jobs)
    .set({
      companyId: sql`(SELECT ${companies.id} FROM ${companies} WHERE ${companies.name} = ${jobs.company})`,
    })
    .where(
      inArray(
        jobs.company,
        sampleCompanies.map((sample) => sample.name),
      ),
    );
}
