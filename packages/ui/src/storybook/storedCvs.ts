/**
 * Sample data for the member's CV page ('Özgeçmişim') and the application form that offers its
 * CVs: stored CVs, the default first then newest first, as `seekerProfile` answers them, and a
 * seeker profile filled in. Dates are told from `now` in fixtures.ts.
 */
import type { SeekerProfile, SeekerProfileValues, StoredCv } from '@job/contract';

/** A stored CV with sensible defaults; pass only what a story is about. */
function makeStoredCv(overrides: Partial<StoredCv> & Pick<StoredCv, 'id' | 'name'>): StoredCv {
  return {
    size: 245_760,
    default: false,
    updated_at: '2026-11-20T10:15:00.000Z',
    ...overrides,
  };
}

/** The default CV, the first one the member stored: 'Ayse_Yilmaz_CV.pdf', 240 kB. */
export const defaultCv = makeStoredCv({ id: 3, name: 'Ayse_Yilmaz_CV.pdf', default: true });

/** A version in English, stored later. */
export const englishCv = makeStoredCv({
  id: 5,
  name: 'Ayse_Yilmaz_CV_English.pdf',
  size: 198_000,
  updated_at: '2026-11-22T08:40:00.000Z',
});

/** An older, larger one with a long name, as people name their files. */
export const oldCv = makeStoredCv({
  id: 1,
  name: 'ozgecmis-2026-son-hali-gercekten-son.pdf',
  size: 1_300_000,
  updated_at: '2026-10-30T09:00:00.000Z',
});

/** Two stored CVs: the default, then the English one. */
export const storedCvs: StoredCv[] = [defaultCv, englishCv];

/** As many CVs as a member may keep (`seekerLimits.storedCvsMax`, 3). */
export const fullStoredCvs: StoredCv[] = [defaultCv, englishCv, oldCv];

/** A profile's fields filled in: a headline, a city, what they look for, two of three links. */
export const seekerProfileValues: SeekerProfileValues = {
  headline: 'Frontend geliştirici, 5 yıl React ve TypeScript',
  city: 'İzmir',
  work_types: ['full-time', 'freelance'],
  workplaces: ['remote', 'hybrid'],
  links: ['https://github.com/ayseyilmaz', 'https://ayseyilmaz.dev'],
};

/** The fields of a member who has given nothing yet. */
export const emptySeekerProfileValues: SeekerProfileValues = {
  headline: '',
  city: '',
  work_types: [],
  workplaces: [],
  links: [],
};

/** The profile filled in, with the two CVs, as `seekerProfile` answers it. */
export const filledSeekerProfile: SeekerProfile = { ...seekerProfileValues, cvs: storedCvs };
