import { type Language, languages } from '@job/texts';
import { describe, expect, it } from 'vitest';
import type { AnsweredStatus, Email } from './email';
import { renderEmail } from './index';
import { sampleOrigin as origin, samples } from './samples';

const render = (email: Email, language: Language) => renderEmail(email, { language, origin });
const hrefsOf = (html: string) => [...html.matchAll(/\shref="([^"]*)"/g)].map((match) => match[1]);

describe('the subject line', () => {
  const jobTitle = samples.applicationSent.jobTitle;
  it.each<[string, Email, string, string]>([
    [
      'of a new application',
      samples.applicationReceivedFirst,
      `Mehmet Demir, “${jobTitle}” ilanınıza başvurdu`,
      `Mehmet Demir applied to your job “${jobTitle}”`,
    ],
    [
      'of the confirmation',
      samples.applicationSent,
      `Başvurunuz gönderildi: ${jobTitle}`,
      `Your application was sent: ${jobTitle}`,
    ],
    [
      'of a review',
      samples.applicationReviewed,
      `Başvurunuz incelendi: ${jobTitle}`,
      `Your application was reviewed: ${jobTitle}`,
    ],
    [
      'of an interview',
      samples.applicationInterview,
      `Başvurunuz görüşme aşamasında: ${jobTitle}`,
      `Your application is at the interview stage: ${jobTitle}`,
    ],
    [
      'of an offer',
      samples.applicationOffer,
      `Başvurunuz teklif aşamasında: ${jobTitle}`,
      `Your application is at the offer stage: ${jobTitle}`,
    ],
    [
      'of a hire',
      samples.applicationHired,
      `İşe alındınız: ${jobTitle}`,
      `You’ve been hired: ${jobTitle}`,
    ],
    [
      'of a rejection',
      samples.applicationRejected,
      `Başvurunuz hakkında: ${jobTitle}`,
      `About your application: ${jobTitle}`,
    ],
    [
      'of a withdrawal',
      samples.applicationWithdrawn,
      `Zeynep Çelik başvurusunu geri çekti: ${samples.applicationWithdrawn.jobTitle}`,
      `Zeynep Çelik withdrew their application: ${samples.applicationWithdrawn.jobTitle}`,
    ],
  ])('%s names the job in Turkish and in English', async (_name, email, turkish, english) => {
    expect((await render(email, 'tr')).subject).toBe(turkish);
    expect((await render(email, 'en')).subject).toBe(english);
  });
});

describe.each(languages)('in %s', (language) => {
  const privateParts = [
    [
      'the poster’s mail',
      samples.applicationReceivedMany,
      samples.applicationReceivedMany.applicantsLink,
    ],
    ['the confirmation', samples.applicationSent, samples.applicationSent.applicationsLink],
    ['the answer', samples.applicationInterview, samples.applicationInterview.applicationsLink],
    ['the withdrawal', samples.applicationWithdrawn, samples.applicationWithdrawn.applicantsLink],
  ] as const;

  it.each(privateParts)(
    '%s links to the site’s home and its own page only, and shows no email address',
    async (_name, email, link) => {
      const { html, text } = await render(email, language);
      // No CV, no mailto: the CV and the other party's address stay on the site.
      expect(new Set(hrefsOf(html))).toEqual(new Set([`${origin}/`, link]));
      expect(html).not.toMatch(/mailto:|@/);
      expect(text).not.toMatch(/@/);
    },
  );
});

describe('the poster’s mail', () => {
  it('counts the posting’s applications, the first one said so', async () => {
    const first = await render(samples.applicationReceivedFirst, 'tr');
    const many = await render(samples.applicationReceivedMany, 'tr');
    const manyEnglish = await render(samples.applicationReceivedMany, 'en');
    expect(first.text).toContain('Bu, ilanınıza gelen ilk başvuru.');
    expect(many.text).toContain('İlanınıza şimdiye kadar 12 başvuru geldi.');
    expect(manyEnglish.text).toContain('Your job has had 12 applications so far.');
  });

  it('leaves out the quote and its lead-in when the applicant wrote no note', async () => {
    const { html, text } = await render(samples.applicationReceivedNoNote, 'en');
    expect(html).not.toContain('<blockquote');
    expect(text).not.toMatch(/^> /m);
    expect(text).toContain('Mehmet Demir applied');
  });

  it('quotes the note as text, its line breaks kept, in both parts', async () => {
    const note = '<script>alert("x")</script>\nTom & <b>Jerry</b>\r\n\r\nThanks';
    const { html, text } = await render({ ...samples.applicationReceivedFirst, note }, 'en');
    expect(html).not.toMatch(/<script|<b>/);
    expect(html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;<br/>Tom &amp; &lt;b&gt;Jerry&lt;/b&gt;<br/><br/>Thanks',
    );
    expect(text).toContain('> <script>alert("x")</script>\n> Tom & <b>Jerry</b>\n> \n> Thanks');
  });

  it('shows the start of a long note as the server shortened it', async () => {
    const { note } = samples.applicationReceivedLongNote;
    const { text } = await render(samples.applicationReceivedLongNote, 'tr');
    const quoted = note.split('\n').map((line) => `> ${line}`);
    expect(text).toContain(quoted.join('\n'));
  });
});

describe('the poster’s mail of a withdrawal', () => {
  const { applicantName, jobTitle } = samples.applicationWithdrawn;
  it.each<[Language, string, string]>([
    [
      'tr',
      `${applicantName}, “${jobTitle}” ilanınıza yaptığı başvuruyu geri çekti. Adayın CV’si silindi.`,
      'başvurular sayfasında “Geri çekildi” olarak yer almaya devam eder; durumu artık değiştirilemez.',
    ],
    [
      'en',
      `${applicantName} withdrew their application to your job “${jobTitle}”. Their CV has been deleted.`,
      'stays on the applications page, marked “Withdrawn”; its status can no longer be changed.',
    ],
  ])(
    'in %s says who withdrew from which job, the CV gone, the status fixed',
    async (language, ...lines) => {
      // The text part wraps long lines; the words are what count.
      const text = (await render(samples.applicationWithdrawn, language)).text.replace(/\s+/g, ' ');
      for (const line of lines) expect(text).toContain(line);
    },
  );
});

describe('the applicant’s mails', () => {
  it('name the company when the posting gives one', async () => {
    const withCompany = await render(samples.applicationSent, 'tr');
    const without = await render(samples.applicationSentNoCompany, 'tr');
    expect(withCompany.text).toContain(`${samples.applicationSent.jobTitle}\nAnadolu Yazılım`);
    expect(without.text).not.toContain('Anadolu Yazılım');
    expect(without.text).toContain(samples.applicationSent.jobTitle);
  });

  it.each<[AnsweredStatus, string, string]>([
    ['reviewed', 'Durum: İncelendi', 'Status: Reviewed'],
    ['interview', 'Durum: Görüşme', 'Status: Interview'],
    ['offer', 'Durum: Teklif', 'Status: Offer'],
    ['hired', 'Durum: İşe alındı', 'Status: Hired'],
    ['rejected', 'Durum: Olumsuz', 'Status: Not selected'],
  ])('say the status %s as Başvurularım names it', async (status, turkish, english) => {
    const email = { ...samples.applicationReviewed, status };
    expect((await render(email, 'tr')).text).toContain(turkish);
    expect((await render(email, 'en')).text).toContain(english);
  });

  it('answer each status in its own words', async () => {
    const texts = await Promise.all(
      [
        samples.applicationReviewed,
        samples.applicationInterview,
        samples.applicationOffer,
        samples.applicationHired,
        samples.applicationRejected,
      ].map(async (email) => (await render(email, 'en')).text),
    );
    expect(texts[0]).toContain('The employer has reviewed your application');
    expect(texts[1]).toContain('Congratulations');
    expect(texts[2]).toContain('make you an offer');
    expect(texts[2]).toContain('nothing you need to decide');
    expect(texts[3]).toContain('marked you as hired');
    expect(texts[4]).toContain('takes nothing away from your experience');
  });
});

describe('the applicant’s mail of a rejection', () => {
  it('quotes the poster’s message under its lead-in, as text, its lines kept, in both parts', async () => {
    const message = 'Thank you, <b>Mehmet</b> & all.\r\n\r\nWe chose another applicant.';
    const { html, text } = await render({ ...samples.applicationRejected, message }, 'en');
    expect(html).not.toContain('<b>');
    expect(html).toContain(
      'Thank you, &lt;b&gt;Mehmet&lt;/b&gt; &amp; all.<br/><br/>We chose another applicant.',
    );
    expect(text).toContain(
      'The employer wrote you this message:\n\n> Thank you, <b>Mehmet</b> & all.\n> \n> We chose another applicant.',
    );
  });

  it('says so in Turkish in a Turkish mail, the message as written', async () => {
    const { message } = samples.applicationRejectedWithMessage;
    const { text } = await render(samples.applicationRejectedWithMessage, 'tr');
    expect(text).toContain('İlan sahibi size şu mesajı yazdı:');
    expect(text).toContain(`> ${message.split('\n')[0]}`);
  });

  it.each(['', '  \n '])(
    'leaves out the quote and its lead-in without a message (%j)',
    async (message) => {
      for (const email of [
        samples.applicationRejected,
        { ...samples.applicationRejected, message },
      ]) {
        const { html, text } = await render(email, 'en');
        expect(html).not.toContain('<blockquote');
        expect(text).not.toContain('The employer wrote you this message');
      }
    },
  );
});
