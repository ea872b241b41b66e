/**
 * Sample data every story shares, after the reference screenshots. Images are inline SVG (shapes
 * only, no text, so they never depend on the machine's fonts) and load without a network.
 */
import { countryOfCity, type Job, type ListQuery, readSalary, type User } from '@job/contract';

function svgImage(body: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48">${body}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const images = {
  swift: svgImage(
    '<rect width="48" height="48" rx="10" fill="#0ea5e9"/><path d="M10 30c8 6 20 8 28-2-6 3-14 1-22-8 5 6 9 9 12 10-7-2-13-8-18-14 4 7 8 11 10 13-4-1-7-3-10-6z" fill="#0b1120"/>',
  ),
  vue: svgImage(
    '<path d="M4 6h10l10 17L34 6h10L24 42z" fill="#41b883"/><path d="M14 6h7l3 6 3-6h7L24 23z" fill="#35495e"/>',
  ),
  laravel: svgImage(
    '<circle cx="24" cy="24" r="24" fill="#ef4444"/><path d="M14 16l8-4 8 4v10l-8 4-8-4z" fill="none" stroke="#fff" stroke-width="2.5"/><path d="M22 20v10M30 16l-8 4-8-4" stroke="#fff" stroke-width="2.5" fill="none"/>',
  ),
  react: svgImage(
    '<circle cx="24" cy="24" r="24" fill="#1f2937"/><g fill="none" stroke="#61dafb" stroke-width="1.8"><ellipse cx="24" cy="24" rx="14" ry="5.5"/><ellipse cx="24" cy="24" rx="14" ry="5.5" transform="rotate(60 24 24)"/><ellipse cx="24" cy="24" rx="14" ry="5.5" transform="rotate(120 24 24)"/></g><circle cx="24" cy="24" r="2.8" fill="#61dafb"/>',
  ),
  go: svgImage(
    '<rect width="48" height="48" rx="24" fill="#00add8"/><circle cx="17" cy="21" r="6" fill="#fff"/><circle cx="31" cy="21" r="6" fill="#fff"/><circle cx="18" cy="21" r="2.5" fill="#0b1120"/><circle cx="32" cy="21" r="2.5" fill="#0b1120"/>',
  ),
  /** Bytes that are not an image: the browser fires `error`, as for a broken upload. */
  broken: 'data:image/png;base64,AAAA',
} as const;

const loremDetail =
  '<p>Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat. Duis aute irure dolor in reprehenderit in voluptate velit esse cillum dolore eu fugiat nulla pariatur.</p>';

/**
 * The moment every story compares posting dates with, so 'bugün' and '3 gün önce' never drift:
 * a Monday noon in Istanbul.
 */
export const now = new Date('2026-11-23T09:00:00.000Z');

/** A job with sensible defaults (no company, place or workplace, as an old job); pass only what a story is about. */
export function makeJob(overrides: Partial<Job> = {}): Job {
  const salary = overrides.salary ?? '$100k-$110k';
  return {
    id: 1,
    title: 'Vue Developer',
    slug: 'vue-developer',
    description: loremDetail,
    description2: 'Lorem ipsum dolor sit amet, consectetur adipiscing elit.',
    image: images.vue,
    type: 'full-time',
    salary,
    // As the API reads the original client's text.
    salary_range: readSalary(salary) ?? null,
    info: 'Vue',
    save: 0,
    work_type: 1,
    created_at: '2026-11-20T09:00:00.000Z',
    company: null,
    location: null,
    // As the API places a city the forms suggest.
    country: countryOfCity(overrides.location) ?? null,
    applicant_countries: [],
    workplace: null,
    posted_by: 'Ayşe Yılmaz',
    // Live for the default 30 days from its posting: until 20 December, well after `now`.
    expires_at: '2026-12-20T09:00:00.000Z',
    expired: false,
    // Applications on the board, as every posting made before the methods existed.
    apply_method: 'site',
    apply_to: null,
    cover_note_required: false,
    screening_questions: [],
    company_page: null,
    ...overrides,
  };
}

export const iosJob = makeJob({
  id: 5,
  title: 'IOS Developer',
  slug: 'ios-developer',
  image: images.swift,
  info: 'SwiftUI',
  salary: '$150k -$200k',
  created_at: '2026-11-23T07:30:00.000Z',
  company: 'Kuzey Mobil',
  location: 'İstanbul',
  workplace: 'hybrid',
});

export const vueJob = makeJob({ id: 4 });

export const backendJob = makeJob({
  id: 3,
  title: 'Backend Developer',
  slug: 'backend-developer',
  image: images.laravel,
  info: 'Php, Laravel',
  salary: '$200',
  type: 'freelance',
  work_type: 3,
  created_at: '2026-11-12T09:00:00.000Z',
  workplace: 'remote',
});

export const frontendJob = makeJob({
  id: 2,
  title: 'Frontend Developer',
  slug: 'frontend-developer',
  image: images.react,
  info: 'Html, CSS, Tailwind, Reactjs',
  salary: '$50k-$60k',
  type: 'part-time',
  work_type: 2,
  created_at: '2026-09-15T09:00:00.000Z',
  company: 'Ege Dijital',
  location: 'İzmir',
  workplace: 'on-site',
});

export const goJob = makeJob({
  id: 1,
  title: 'Go Developer',
  slug: 'go-developer',
  image: images.go,
  info: 'Go, gRPC, PostgreSQL',
  salary: '$120k-$140k',
  created_at: '2025-10-02T09:00:00.000Z',
});

/** A posting whose 14 days ran out three days before `now`: in no list, still on its detail. */
export const expiredJob = makeJob({
  id: 7,
  title: 'Android Developer',
  slug: 'android-developer',
  image: images.swift,
  info: 'Kotlin, Jetpack Compose',
  salary: '$90k-$120k',
  type: 'part-time',
  work_type: 2,
  created_at: '2026-11-06T09:00:00.000Z',
  expires_at: '2026-11-20T09:00:00.000Z',
  expired: true,
  company: 'Kuzey Mobil',
  location: 'Ankara',
  workplace: 'remote',
  save: 4,
});

/** Five jobs, one page of the list, newest first, as on the reference home screen. */
export const jobs: Job[] = [iosJob, vueJob, backendJob, frontendJob, goJob];

/** Braid's stress case: long unbroken Turkish words that must wrap, not overflow. */
export const longTurkishJob = makeJob({
  id: 6,
  title:
    'Kıdemli_Yazılım_Mühendisi_(Dağıtık_Sistemler,_Ödeme_Altyapısı_ve_Güvenlik)_İstanbul/Ankara/İzmir_Şubeleri',
  slug: 'kidemli-yazilim-muhendisi',
  info: 'Çekirdekbankacılıkyazılımlarınınmikroservismimarisinetaşınmasıiçinçalışacakekiparkadaşıarıyoruz; TypeScript, Node.js, PostgreSQL, Kafka, Kubernetes, Gözlemlenebilirlik, Güvenlik',
  salary: '₺150.000-₺220.000/ay',
  type: 'part-time',
  work_type: 2,
  company: 'Anadolu_Çekirdek_Bankacılık_ve_Ödeme_Sistemleri_Teknoloji_Anonim_Şirketi',
  location: 'Kahramanmaraş',
  workplace: 'hybrid',
});

/**
 * Jobs paid in lira a month, newest first, each paying ₺75.000 or more at the top of its range:
 * the list of `/?salary=75000`.
 */
export const liraJobs: Job[] = [
  makeJob({
    id: 8,
    title: 'Full Stack Developer',
    slug: 'full-stack-developer',
    image: images.react,
    info: 'React, Node.js, PostgreSQL',
    salary: '₺70.000-₺90.000/ay',
    created_at: '2026-11-22T09:00:00.000Z',
    company: 'Ege Dijital',
    location: 'İzmir',
    workplace: 'on-site',
  }),
  makeJob({
    id: 9,
    title: 'Platform Engineer',
    slug: 'platform-engineer',
    image: images.go,
    info: 'Go, Kubernetes, Terraform',
    salary: '₺110.000/ay',
    created_at: '2026-11-18T09:00:00.000Z',
    company: 'Kuzey Mobil',
    location: 'İstanbul',
    workplace: 'remote',
  }),
  longTurkishJob,
];

/** The jobs of `jobs` posted in the 7 days before `now`, newest first: the list of `/?posted=7`. */
export const lastWeekJobs: Job[] = [iosJob, vueJob];

/**
 * The full-time jobs of `liraJobs` posted in the 7 days before `now` (on 22 and 18 November):
 * the list of `/categories/full-time?salary=75000&posted=7`.
 */
export const lastWeekLiraJobs: Job[] = liraJobs.slice(0, 2);

export const user: User = {
  id: 1,
  name: 'Ayşe Yılmaz',
  email: 'ayse@example.com',
  created_at: '2026-11-01T09:00:00.000Z',
  email_verified: true,
  // No language kept with the account yet.
  language: null,
};

/** A member who has not followed the verification link yet. */
export const unverifiedUser: User = { ...user, email_verified: false };

export const longNameUser: User = {
  id: 2,
  name: 'Gülşen Şükriye Çağlayan-Öztürkoğlu İnceoğlu',
  email: 'gulsen.sukriye.caglayan.ozturkoglu.inceoglu@uzun-alan-adi-ornegi.com.tr',
  created_at: '2026-11-01T09:00:00.000Z',
  email_verified: false,
  language: 'tr',
};

/** The home list's first page, unfiltered: the list state `parseListQuery('')` gives. */
export const firstPage: ListQuery = { page: 1, q: '' };

/** A 64 × 64 PNG (a green disc on indigo), small enough to write out here, as an upload would give it. */
const logoPng =
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAAsUlEQVR42u3awQ2AMAwEwWuND1+Koikaog8oIYQoOdsrpYAdiQexo2O/Qx8BAAAAAAAAAAAYA7brjAR4c1uOI6AxfThDS9IHMrQwfQhDDvV/DDKp7zbIp77PIKv6DkMxwIT6r4ZKgGn1nwxlAJPr2w0AAACoAFhS32jgEwIAAEAMAL/TBgCulAYAxioGgPCTuQyz0QzT6Qz7gQwbmiQ7siRbyiR7Yp4aAAAAAAAAALUADwkJqyy/u5nMAAAAAElFTkSuQmCC';

/** Files a person might choose in the image input: a real PNG and a PDF that is no image. */
export const files = {
  logo: () =>
    new File([Uint8Array.from(atob(logoPng), (char) => char.charCodeAt(0))], 'logo.png', {
      type: 'image/png',
    }),
  pdf: () => new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' }),
};
