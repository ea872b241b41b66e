import { expect } from 'vitest';
import type { Job } from '../jobs/service';
import { jobForm, picture } from './images';
import type { TestServer } from './server';

let logo: Promise<Buffer> | undefined;

/** What a job's form needs besides its title: a full-time job with a brief and a detail. */
export const jobFields = { description: 'Kısa', workType: '1', detail: '<p>x</p>' };

/**
 * Posts a job as the member of `token` through the API, in Turkish: a full-time job with a brief,
 * a detail and a small picture unless `fields` say otherwise. Jobs posted one after the other are
 * the newest in that order.
 */
export async function postJob(
  server: TestServer,
  token: string,
  fields: Record<string, string> & { title: string },
): Promise<Job> {
  logo ??= picture('png', 16, 16);
  const answer = await server.request<{ data: Job }>('/api/jobs?lang=tr', {
    token,
    form: jobForm(
      { ...jobFields, ...fields },
      { data: await logo, name: 'a.png', type: 'image/png' },
    ),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
}
