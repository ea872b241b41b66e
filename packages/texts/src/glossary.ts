import type { Language } from './locales';

/** One action or thing of the board, named one way in each language. */
export interface GlossaryTerm {
  /** What it is, for the reader of the glossary. */
  meaning: string;
  /** The one word for it in each language, written as a label or button starts (sentence case). */
  words: Record<Language, string>;
  /** Other words for the same thing, which no message may use (the catalogue test checks). */
  avoid?: Partial<Record<Language, string[]>>;
}

/**
 * The board's words: one term per action and thing, in each language, which every catalogue
 * follows. Storybook shows it as a page (Glossary); catalogues.test.ts fails on a word it avoids.
 * The default catalogue keeps the spec's own words ('Login', 'Sign Up', 'CREATE JOB') and is not held
 * to it.
 */
export const glossary = [
  {
    meaning: 'Enter an existing account',
    words: { tr: 'Giriş yap', en: 'Sign in' },
    avoid: { tr: ['Oturum aç'], en: ['Login', 'Log in', 'Log-in'] },
  },
  {
    meaning: 'Create an account',
    words: { tr: 'Üye ol', en: 'Sign up' },
    avoid: { tr: ['Kayıt ol', 'Kaydol'], en: ['Register', 'Sign Up', 'Create an account'] },
  },
  {
    meaning: 'Leave the account on this device',
    words: { tr: 'Çıkış yap', en: 'Sign out' },
    avoid: { tr: ['Oturumu kapat'], en: ['Log out', 'Logout', 'Sign Out'] },
  },
  {
    meaning: 'A job offered on the board',
    words: { tr: 'İlan', en: 'Job' },
    avoid: { tr: ['İş ilanı'], en: ['Posting', 'Vacancy', 'Listing'] },
  },
  {
    meaning: 'Publish a new job',
    words: { tr: 'İlan ver', en: 'Post a job' },
    avoid: { tr: ['İlan oluştur', 'İlan ekle'], en: ['Create job', 'Create Job Posting'] },
  },
  {
    meaning: 'Open a job’s own page',
    words: { tr: 'İlanı gör', en: 'View job' },
    avoid: { en: ['Detail'] },
  },
  {
    meaning: 'Keep a job to come back to',
    words: { tr: 'Kaydet', en: 'Save' },
    avoid: { en: ['Bookmark'] },
  },
  { meaning: 'A kept job', words: { tr: 'Kaydedilen ilanlar', en: 'Saved jobs' } },
  {
    meaning: 'Send an application to a job',
    words: { tr: 'Başvur', en: 'Apply' },
    avoid: { tr: ['Müracaat'] },
  },
  { meaning: 'What a seeker sends', words: { tr: 'Başvuru', en: 'Application' } },
  {
    meaning: 'Full-time, part-time or freelance',
    words: { tr: 'Çalışma şekli', en: 'Work type' },
    avoid: { tr: ['İş türü', 'İş tipi'], en: ['Type of work', 'Job type'] },
  },
  {
    meaning: 'A work type',
    words: { tr: 'Tam zamanlı', en: 'Full-time' },
    avoid: { en: ['Full Time', 'Fulltime'] },
  },
  {
    meaning: 'A work type',
    words: { tr: 'Yarı zamanlı', en: 'Part-time' },
    avoid: { en: ['Part Time', 'Parttime'] },
  },
  { meaning: 'A work type', words: { tr: 'Serbest', en: 'Freelance' } },
  {
    meaning: 'On-site, remote or hybrid',
    words: { tr: 'Çalışma yeri', en: 'Workplace' },
  },
  { meaning: 'A workplace', words: { tr: 'İş yerinde', en: 'On-site' } },
  { meaning: 'A workplace', words: { tr: 'Uzaktan', en: 'Remote' } },
  { meaning: 'A workplace', words: { tr: 'Hibrit', en: 'Hybrid' } },
  {
    meaning: 'An email address',
    words: { tr: 'E-posta', en: 'Email' },
    avoid: { tr: ['Eposta', 'E-mail'], en: ['E-mail'] },
  },
  {
    meaning: 'What signs a member in',
    words: { tr: 'Şifre', en: 'Password' },
    avoid: { tr: ['Parola'] },
  },
  { meaning: 'A member’s own page', words: { tr: 'Profil', en: 'Profile' } },
  { meaning: 'Find jobs by words', words: { tr: 'Ara', en: 'Search' } },
  { meaning: 'What a job pays', words: { tr: 'Maaş', en: 'Salary' }, avoid: { tr: ['Ücret'] } },
  { meaning: 'Who hires', words: { tr: 'Şirket', en: 'Company' }, avoid: { tr: ['Firma'] } },
  { meaning: 'Where the job is', words: { tr: 'Konum', en: 'Location' } },
  {
    meaning: 'A job still shown on the board',
    words: { tr: 'Yayında', en: 'Live' },
  },
  {
    meaning: 'A job past its end date',
    words: { tr: 'Süresi doldu', en: 'Expired' },
  },
  { meaning: 'Put an expired job back up', words: { tr: 'Yenile', en: 'Renew' } },
  { meaning: 'Change a job', words: { tr: 'Düzenle', en: 'Edit' } },
  {
    meaning: 'Remove a job for good',
    words: { tr: 'Sil', en: 'Delete' },
    avoid: { en: ['Remove'] },
  },
  {
    meaning: 'Prove an address is the member’s, with the link mailed to it',
    words: { tr: 'Doğrula', en: 'Verify' },
  },
  {
    meaning: 'Choose a new password through a mailed link, the old one forgotten',
    words: { tr: 'Şifreyi sıfırla', en: 'Reset password' },
  },
] as const satisfies readonly GlossaryTerm[];
