import type { Job } from '@job/contract';
import { describe, expect, it } from 'vitest';
import { type ServerState, serverStateScript } from './serverState';

const job: Job = {
  id: 1,
  title: 'Evil </script><script>alert(1)</script> <!-- \u2028\u2029',
  slug: 'evil',
  description: '<p>Hello</p>',
  description2: 'Hello',
  image: null,
  type: 'full-time',
  salary: '100',
  salary_range: null,
  info: 'A brief',
  save: 0,
  work_type: 1,
  created_at: '2026-11-23T00:00:00.000Z',
  company: 'Evil </script> Inc.',
  location: null,
  country: null,
  applicant_countries: [],
  workplace: 'remote',
  posted_by: null,
  expires_at: '2026-12-23T00:00:00.000Z',
  expired: false,
  apply_method: 'url',
  apply_to: 'https://evil.example/</script><script>alert(2)</script>',
  cover_note_required: false,
  screening_questions: [],
  company_page: null,
};
const state: ServerState = {
  origin: 'https://jobs.example.com',
  now: Date.parse('2026-11-23T12:00:00.000Z'),
  jobs: { detail: { slug: 'evil', job } },
};
const script = serverStateScript(state);
const text = script.slice(script.indexOf('>') + 1, script.lastIndexOf('</script>'));

describe('the state a server-rendered page carries', () => {
  it('cannot end its script element or open a comment, whatever a job says', () => {
    expect(text).not.toContain('<');
    expect(text).not.toMatch(/[\u2028\u2029]/);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
  });

  it('reads back as the state it was made from', () => {
    expect(JSON.parse(text)).toEqual(state);
  });
});
