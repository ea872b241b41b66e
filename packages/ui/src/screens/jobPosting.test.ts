import { type Job, readSalary } from '@job/contract';
import { describe, expect, it } from 'vitest';
import { jobPostingJsonLd } from './jobPosting';

const boardName = 'Job';

/** An old job: none of the optional fields, a salary that is no amount. */
const oldJob: Job = {
  id: 7,
  title: 'Kıdemli Yazılım Geliştirici',
  slug: 'kidemli-yazilim-gelistirici',
  description: '<p>Bold <strong>team</strong></p><script>alert(1)</script>',
  description2: 'Bold team',
  image: '/api/images/abc.webp',
  type: 'freelance',
  salary: 'Görüşülür',
  salary_range: null,
  info: 'İstanbul',
  save: 0,
  work_type: 3,
  created_at: '2026-11-20T10:00:00.000Z',
  company: null,
  location: null,
  country: null,
  applicant_countries: [],
  workplace: null,
  posted_by: null,
  expires_at: '2026-12-20T10:00:00.000Z',
  expired: false,
  apply_method: 'site',
  apply_to: null,
  cover_note_required: false,
  screening_questions: [],
  company_page: null,
};

/** The job with a salary as the API answers it: the text, and its figures when it reads as some. */
const paying = (job: Job, salary: string): Job => ({
  ...job,
  salary,
  salary_range: readSalary(salary) ?? null,
});

const fullJob: Job = {
  ...paying(oldJob, '45.000 - 60.000 TL'),
  type: 'full-time',
  work_type: 1,
  company: 'Kuzey Yazılım',
  location: 'İzmir',
  workplace: 'on-site',
  posted_by: 'Ayşe Yılmaz',
};

function posting(job: Job) {
  return JSON.parse(jobPostingJsonLd(job, 'https://jobs.example', boardName) ?? 'null');
}

/** What Google requires of a JobPosting to show it in job search. */
function expectGoogleRequiredProperties(data: Record<string, unknown>) {
  expect(data).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: expect.any(String),
    description: expect.any(String),
    datePosted: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    hiringOrganization: { '@type': 'Organization', name: expect.any(String) },
  });
  const hasPlace =
    (data.jobLocation as { address?: object } | undefined)?.address !== undefined ||
    data.jobLocationType === 'TELECOMMUTE';
  expect(hasPlace).toBe(true);
}

describe('jobPostingJsonLd', () => {
  it('describes a job with every field, its salary range as an amount', () => {
    expect(posting(fullJob)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: fullJob.title,
      description: fullJob.description,
      datePosted: fullJob.created_at,
      validThrough: fullJob.expires_at,
      employmentType: 'FULL_TIME',
      identifier: { '@type': 'PropertyValue', name: boardName, value: '7' },
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Kuzey Yazılım',
        logo: 'https://jobs.example/api/images/abc.webp',
      },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'İzmir' },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'TRY',
        value: { '@type': 'QuantitativeValue', minValue: 45000, maxValue: 60000 },
      },
      directApply: true,
      image: 'https://jobs.example/api/images/abc.webp',
    });
  });

  it('says a posting takes applications directly only when the board’s form takes them', () => {
    expect(posting(oldJob).directApply).toBe(true);
    expect(
      posting({ ...fullJob, apply_method: 'url', apply_to: 'https://kariyer.example.com' })
        .directApply,
    ).toBe(false);
    expect(
      posting({ ...fullJob, apply_method: 'email', apply_to: 'ik@example.com' }).directApply,
    ).toBe(false);
  });

  it('has what Google requires, with and without the optional fields', () => {
    for (const job of [
      fullJob,
      oldJob,
      { ...oldJob, workplace: 'remote' as const },
      { ...fullJob, workplace: 'remote' as const },
      { ...oldJob, workplace: 'hybrid' as const, location: 'Ankara' },
    ]) {
      expectGoogleRequiredProperties(posting(job));
    }
  });

  it('maps each type of work to schema.org, freelance to a contractor', () => {
    expect(posting(oldJob).employmentType).toBe('CONTRACTOR');
    expect(posting({ ...oldJob, type: 'part-time', work_type: 2 }).employmentType).toBe(
      'PART_TIME',
    );
  });

  it('takes the figures the API gives, whatever the text says', () => {
    const figures = { min: 50000, max: null, currency: 'EUR', period: 'year' } as const;
    expect(posting({ ...oldJob, salary: 'anything', salary_range: figures }).baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'EUR',
      value: { '@type': 'QuantitativeValue', value: 50000, unitText: 'YEAR' },
    });
  });

  it('gives the employer a logo only when the job names one', () => {
    expect(posting(oldJob).hiringOrganization).not.toHaveProperty('logo');
    expect(posting({ ...fullJob, image: null }).hiringOrganization).not.toHaveProperty('logo');
  });

  it('names the poster when no company is given, and the site when neither is', () => {
    expect(posting({ ...oldJob, posted_by: 'Ayşe Yılmaz' }).hiringOrganization.name).toBe(
      'Ayşe Yılmaz',
    );
    expect(posting(oldJob).hiringOrganization.name).toBe(boardName);
  });

  it('says a remote job is telecommuting, from the board country, keeping its city if any', () => {
    const remote = posting({ ...oldJob, workplace: 'remote' });
    expect(remote.jobLocationType).toBe('TELECOMMUTE');
    expect(remote.applicantLocationRequirements).toEqual([{ '@type': 'Country', name: 'Türkiye' }]);
    expect(remote).not.toHaveProperty('jobLocation');
    const remoteWithOffice = posting({ ...fullJob, workplace: 'remote' });
    expect(remoteWithOffice.jobLocationType).toBe('TELECOMMUTE');
    expect(remoteWithOffice.jobLocation.address.addressLocality).toBe('İzmir');
  });

  it('names the countries a remote job takes applicants from, else its own country', () => {
    const berlin = { ...oldJob, workplace: 'remote', location: 'Berlin', country: 'DE' } as const;
    expect(posting(berlin).applicantLocationRequirements).toEqual([
      { '@type': 'Country', name: 'Germany' },
    ]);
    expect(
      posting({ ...berlin, applicant_countries: ['DE', 'NL', 'TR'] }).applicantLocationRequirements,
    ).toEqual(['Germany', 'Netherlands', 'Türkiye'].map((name) => ({ '@type': 'Country', name })));
  });

  it('places a job in its city and country, and a city of no known country in its city', () => {
    expect(posting({ ...oldJob, location: 'Berlin', country: 'DE' }).jobLocation.address).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Berlin',
      addressCountry: 'DE',
    });
    expect(posting({ ...oldJob, location: 'Springfield' }).jobLocation.address).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Springfield',
    });
  });

  it('places a job with no city and no remote work in the board country', () => {
    expect(posting(oldJob).jobLocation).toEqual({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressCountry: 'TR' },
    });
    expect(posting(oldJob)).not.toHaveProperty('jobLocationType');
  });

  it('gives one salary amount with its period, and none for text that is not an amount', () => {
    expect(posting(paying(oldJob, '₺40.000/ay')).baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'TRY',
      value: { '@type': 'QuantitativeValue', value: 40000, unitText: 'MONTH' },
    });
    expect(posting(oldJob)).not.toHaveProperty('baseSalary');
    expect(posting(paying(oldJob, ''))).not.toHaveProperty('baseSalary');
  });

  it.each([
    ['$22.50/hour', 'HOUR'],
    ['1.250,50 TL günlük', 'DAY'],
    ['£450 per week', 'WEEK'],
    ['45-60k USD/yıl', 'YEAR'],
  ])('gives the period of %j as schema.org’s unit %s', (salary, unitText) => {
    expect(posting(paying(oldJob, salary)).baseSalary.value.unitText).toBe(unitText);
  });

  it('is valid through the moment a live posting expires', () => {
    expect(posting({ ...fullJob, expires_at: '2027-01-05T08:30:00.000Z' }).validThrough).toBe(
      '2027-01-05T08:30:00.000Z',
    );
  });

  it('gives an expired posting no data at all, so search engines drop it', () => {
    expect(
      jobPostingJsonLd({ ...fullJob, expired: true }, 'https://jobs.example', boardName),
    ).toBeUndefined();
  });

  it('gives a posting off the board, which its poster and the moderators read, none either', () => {
    for (const moderation of ['pending', 'hidden'] as const) {
      expect(
        jobPostingJsonLd({ ...fullJob, moderation }, 'https://jobs.example', boardName),
      ).toBeUndefined();
    }
  });

  it('cannot close its script element, whatever the job says', () => {
    const hostile = { ...fullJob, company: '</script><script>alert(1)</script>', location: '<b>' };
    expect(jobPostingJsonLd(hostile, 'https://jobs.example', boardName)).not.toMatch(/<\/script/i);
    expect(jobPostingJsonLd(hostile, 'https://jobs.example', boardName)).not.toContain('<');
    expect(posting(hostile).hiringOrganization.name).toBe(hostile.company);
  });

  it('leaves the image out when the job has none', () => {
    expect(posting({ ...oldJob, image: null })).not.toHaveProperty('image');
  });
});
