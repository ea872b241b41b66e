import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationForm, cvForm, pdf } from '../test/applications';
import { jobForm, picture } from '../test/images';
import { startServer, type TestServer } from '../test/server';
import type { MemberData } from './gather';

let server: TestServer;
let png: Buffer;
beforeAll(async () => {
  server = await startServer();
  png = await picture('png', 16, 16);
});
afterAll(async () => {
  await server?.close();
});

/** A question every posting here asks: a text, answered by each applicant. */
const asked = [
  { id: 'yil', kind: 'number', label: 'Kaç yıl?', minimum: 7 },
  { id: 'not', kind: 'text', label: 'Eklemek istediğiniz?' },
];

async function postJob(token: string, title: string): Promise<string> {
  const answer = await server.request('/api/jobs', {
    token,
    form: jobForm(
      {
        title,
        company: 'Boğaziçi',
        location: 'İzmir',
        workType: '1',
        screeningQuestions: JSON.stringify(asked),
      },
      { data: png, name: 'logo.png', type: 'image/png' },
    ),
  });
  if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
  return answer.body.data.slug;
}

async function apply(slug: string, token: string, note: string, cv: Buffer, name = 'cv.pdf') {
  const answer = await server.request(`/api/jobs/${slug}/applications`, {
    token,
    form: applicationForm(note, { data: cv, name }, undefined, { yil: '1', not: `${note} answer` }),
  });
  if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
  return answer.body.data.id as number;
}

const exportOf = (token?: string) =>
  server.request<Buffer>('/api/me/export', { ...(token !== undefined && { token }) });

describe('a member’s export', () => {
  it('holds everything the board keeps about them, their CVs as files, and nothing of anyone else', async () => {
    const member = await server.signUp('Ayşe Exporter');
    const other = await server.signUp('Other Person');
    const otherPoster = await server.signUp('Other Poster');

    // Every kind of their data: a posting, two applications (one with a CV), a withdrawn one, an
    // alert, a saved job and a report.
    const own = await postJob(member.token, 'Exporter Own Posting');
    const elsewhere = await postJob(otherPoster.token, 'Elsewhere Role');
    const secondElsewhere = await postJob(otherPoster.token, 'Second Role');
    const thirdElsewhere = await postJob(otherPoster.token, 'Withdrawn Role');
    const cv = pdf('Ayşe CV bytes');
    const applied = await apply(elsewhere, member.token, 'My own cover note', cv, 'ayse.pdf');
    await apply(secondElsewhere, member.token, 'Second note', pdf('second'), 'ayse.pdf');
    const withdrawn = await apply(thirdElsewhere, member.token, 'Gone note', pdf('gone'));
    expect(
      (
        await server.request(`/api/me/applications/${withdrawn}/withdrawal`, {
          method: 'POST',
          token: member.token,
        })
      ).status,
    ).toBe(200);
    // The poster's notes on their application are the poster's, not theirs.
    await server.request(`/api/applications/${applied}/notes`, {
      token: otherPoster.token,
      json: { body: 'Poster private thoughts' },
    });
    await server.request('/api/me/alerts', {
      token: member.token,
      json: { q: 'exporter search' },
    });
    await server.request(`/api/jobs/${elsewhere}/save`, { method: 'PUT', token: member.token });
    await server.request(`/api/jobs/${elsewhere}/reports`, {
      token: member.token,
      json: { reason: 'misleading', note: 'Exporter report note' },
    });
    // Their seeker profile and two stored CVs of one name.
    const profile = {
      headline: 'Exporter headline',
      city: 'İzmir',
      work_types: ['full-time'],
      workplaces: ['remote'],
      links: ['https://exporter.example.com'],
    };
    await server.request('/api/me/seeker-profile', {
      method: 'PUT',
      token: member.token,
      json: profile,
    });
    const storedCv = pdf('Ayşe stored CV');
    const storedIds: number[] = [];
    for (const data of [storedCv, pdf('Ayşe second stored CV')]) {
      const stored = await server.request('/api/me/cvs', {
        method: 'POST',
        token: member.token,
        form: cvForm({ data, name: 'profil.pdf' }),
      });
      storedIds.push(stored.body.data.id);
    }
    // Someone else's data about and around them: an application to their posting, their own
    // alert, their profile and stored CV.
    await apply(own, other.token, 'Other applicant note', pdf('other CV'));
    await server.request('/api/me/alerts', { token: other.token, json: { q: 'other search' } });
    await server.request('/api/me/seeker-profile', {
      method: 'PUT',
      token: other.token,
      json: { ...profile, headline: 'Other headline' },
    });
    await server.request('/api/me/cvs', {
      method: 'POST',
      token: other.token,
      form: cvForm({ data: pdf('other stored CV'), name: 'other-profile.pdf' }),
    });

    const answer = await exportOf(member.token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/zip');
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="/);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const files = unzipSync(new Uint8Array(answer.body));
    const data = JSON.parse(strFromU8(files['data.json'] as Uint8Array)) as MemberData;

    expect(data.account).toMatchObject({ name: 'Ayşe Exporter', email: member.email });
    expect(data.postings.map(({ slug }) => slug)).toEqual([own]);
    // Their postings' questions as they set them, with what disqualifies.
    expect(data.postings[0]?.screening_questions).toEqual([
      { ...asked[0], required: false, choices: [], disqualifying_answer: null },
      { ...asked[1], required: false, choices: [], disqualifying_answer: null, minimum: null },
    ]);
    expect(data.saved_jobs.map(({ slug }) => slug)).toEqual([elsewhere]);
    expect(data.alerts.map(({ q }) => q)).toEqual(['exporter search']);
    expect(data.reports).toMatchObject([
      { job: { slug: elsewhere }, reason: 'misleading', note: 'Exporter report note' },
    ]);
    expect(data.applications.map(({ note }) => note)).toEqual([
      'Gone note',
      'Second note',
      'My own cover note',
    ]);
    const [gone, second, first] = data.applications;
    // Their answers, as they gave them: whether one disqualifies is the poster's verdict.
    expect(first?.answers).toEqual([
      { question_id: 'yil', label: 'Kaç yıl?', kind: 'number', answer: '1' },
      {
        question_id: 'not',
        label: 'Eklemek istediğiniz?',
        kind: 'text',
        answer: 'My own cover note answer',
      },
    ]);
    expect(gone).toMatchObject({ cv: null, cv_file: null, withdrawn_at: expect.any(String) });
    // Two CVs of one name, kept apart by their application.
    expect(first?.cv_file).toBe(`cvs/${applied}-ayse.pdf`);
    expect(second?.cv_file).not.toBe(first?.cv_file);
    expect(Buffer.from(files[first?.cv_file as string] as Uint8Array).equals(cv)).toBe(true);
    // The default (the first stored) first, each stored CV under its own id.
    const storedFiles = storedIds.map((id) => `profile-cvs/${id}-profil.pdf`);
    expect(data.seeker_profile).toEqual({
      ...profile,
      cvs: storedIds.map((id, index) => ({
        id,
        name: 'profil.pdf',
        size: expect.any(Number),
        default: index === 0,
        updated_at: expect.any(String),
        file: storedFiles[index],
      })),
    });
    expect(Buffer.from(files[storedFiles[0] as string] as Uint8Array).equals(storedCv)).toBe(true);
    expect(Object.keys(files).sort()).toEqual(
      ['data.json', first?.cv_file, second?.cv_file, ...storedFiles].sort(),
    );

    const everything = Object.values(files)
      .map((file) => Buffer.from(file).toString('latin1'))
      .join('\n');
    expect(everything).not.toMatch(/disqualifying"|"disqualified/);
    for (const theirs of [
      'Other applicant note',
      'Other applicant note answer',
      'other CV',
      'other search',
      other.email,
      'Poster private thoughts',
      'Other headline',
      'other stored CV',
      'other-profile.pdf',
    ]) {
      expect(everything).not.toContain(theirs);
    }
  });

  it('is for a signed-in member alone: no token or a revoked one gets 401', async () => {
    const member = await server.signUp('Leaving Exporter');
    expect((await exportOf()).status).toBe(401);
    await server.request('/api/logout', { method: 'POST', token: member.token });
    expect((await exportOf(member.token)).status).toBe(401);
  });

  it('is limited to a few an hour', async () => {
    const limited = await startServer({
      rateLimit: { limits: { exportsByAccount: { points: 2, seconds: 3600 } } },
    });
    try {
      const member = await limited.signUp('Eager Exporter');
      const once = () => limited.request('/api/me/export', { token: member.token });
      expect((await once()).status).toBe(200);
      expect((await once()).status).toBe(200);
      const refused = await once();
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    } finally {
      await limited.close();
    }
  });
});
