import { describe, expect, it } from 'vitest';
import type { Job } from './api/client';
import { jobPostingJsonLd } from './jobPosting';

const job: Job = {
  id: 7,
  title: 'Kıdemli Yazılım Geliştirici',
  slug: 'kidemli-yazilim-gelistirici',
  description: '<p>Bold <strong>team</strong></p><script>alert(1)</script>',
  description2: 'Bold team',
  image: '/api/images/abc.webp',
  type: 'freelance',
  salary: '₺90.000',
  info: 'İstanbul',
  save: 0,
  work_type: 3,
  created_at: '2026-11-20T10:00:00.000Z',
};

describe('jobPostingJsonLd', () => {
  it('describes the job with schema.org names and an absolute image address', () => {
    expect(JSON.parse(jobPostingJsonLd(job, 'https://jobs.example'))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: job.title,
      description: job.description,
      datePosted: job.created_at,
      employmentType: 'CONTRACTOR',
      image: 'https://jobs.example/api/images/abc.webp',
    });
  });

  it('cannot close its script element, whatever the job says', () => {
    expect(jobPostingJsonLd(job, 'https://jobs.example')).not.toMatch(/<\/script/i);
  });

  it('leaves the image out when the job has none', () => {
    const withoutImage = JSON.parse(jobPostingJsonLd({ ...job, image: null }, 'https://x.example'));
    expect(withoutImage).not.toHaveProperty('image');
  });
});
