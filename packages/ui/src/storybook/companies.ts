/**
 * Sample companies every company story shares: the directory's entries, a company's page and the
 * jobs posted as one, made from fixtures.ts's jobs (`makeJob`), never copies of them.
 */
import type { Company, Job, JobCompany } from '@job/contract';
import { fixtureControl } from './controls';
import { images, iosJob, makeJob } from './fixtures';

/** A company with sensible defaults (no logo, website, size or sector); pass what a story is about. */
export function makeCompany(overrides: Partial<Company> = {}): Company {
  return {
    slug: 'kuzey-mobil',
    name: 'Kuzey Mobil',
    logo: null,
    website: null,
    description: '',
    city: null,
    country: null,
    size: null,
    sector: null,
    open_jobs: 0,
    created_at: '2026-10-01T09:00:00.000Z',
    ...overrides,
  };
}

/** A company with everything filled in: its logo, website, place, size, sector and three jobs. */
export const kuzeyMobil = makeCompany({
  logo: images.swift,
  website: 'https://www.kuzeymobil.com.tr/kariyer',
  description:
    'Kuzey Mobil, bankalar ve perakendeciler için iOS ve Android uygulamaları geliştirir. İstanbul ve İzmir’deki ekiplerimiz 2014’ten beri milyonlarca kişinin her gün kullandığı uygulamalar yapıyor.',
  city: 'İstanbul',
  country: 'TR',
  size: '51-200',
  sector: 'Yazılım',
  open_jobs: 3,
});

/** One open job: the singular in both languages. */
export const anadoluLojistik = makeCompany({
  slug: 'anadolu-lojistik',
  name: 'Anadolu Lojistik A.Ş.',
  city: 'Ankara',
  country: 'TR',
  size: '201-500',
  sector: 'Lojistik',
  open_jobs: 1,
});

/** No logo, no open jobs: the initials, and '0' said as none. */
export const egeDijital = makeCompany({
  slug: 'ege-dijital',
  name: 'Ege Dijital',
  city: 'İzmir',
  country: 'TR',
  size: '11-50',
  sector: 'Dijital ajans',
});

/** A company abroad with a long name, a logo and only a sector. */
export const berlinGmbh = makeCompany({
  slug: 'rheinland-softwareentwicklungsgesellschaft',
  name: 'Rheinland Softwareentwicklungsgesellschaft mbH',
  logo: images.go,
  city: 'Berlin',
  country: 'DE',
  size: '1001+',
  sector: 'Yazılım',
  open_jobs: 12,
});

/** Nothing but a name: every fact left out, not shown empty. */
export const bareCompany = makeCompany({ slug: 'yeni-girisim', name: 'yeni girişim' });

export const companies: Company[] = [
  kuzeyMobil,
  anadoluLojistik,
  egeDijital,
  berlinGmbh,
  bareCompany,
];

/** A company as a job carries it (`company_page`). */
export function jobCompanyOf({ slug, name, logo }: Company): JobCompany {
  return { slug, name, logo };
}

/** The iOS job posted as Kuzey Mobil: its company's name a link to its page. */
export const iosJobOfKuzeyMobil: Job = { ...iosJob, company_page: jobCompanyOf(kuzeyMobil) };

/** Kuzey Mobil's three open jobs, the first of them the iOS job. */
export const kuzeyMobilJobs: Job[] = [
  iosJobOfKuzeyMobil,
  makeJob({
    id: 11,
    title: 'Android Developer',
    slug: 'android-developer-kuzey-mobil',
    image: images.swift,
    info: 'Kotlin, Jetpack Compose',
    company: kuzeyMobil.name,
    company_page: jobCompanyOf(kuzeyMobil),
    location: 'İstanbul',
    workplace: 'hybrid',
    created_at: '2026-11-21T09:00:00.000Z',
  }),
  makeJob({
    id: 12,
    title: 'QA Engineer',
    slug: 'qa-engineer-kuzey-mobil',
    image: images.swift,
    info: 'Test otomasyonu, Appium',
    salary: '',
    company: kuzeyMobil.name,
    company_page: jobCompanyOf(kuzeyMobil),
    location: 'İzmir',
    workplace: 'on-site',
    work_type: 2,
    type: 'part-time',
    created_at: '2026-11-18T09:00:00.000Z',
  }),
];

/** The member's companies, as the job forms' 'Post as' offers them. */
export const memberCompanies = [kuzeyMobil, anadoluLojistik].map(({ slug, name }) => ({
  slug,
  name,
}));

/** The directory's entries, picked by name in Controls. */
export const companiesControl = fixtureControl({
  'Five companies': companies,
  'One company': [kuzeyMobil],
  'No companies': [],
});
