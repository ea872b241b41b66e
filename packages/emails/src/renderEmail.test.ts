import { languages } from '@job/texts';
import { catalogueSources } from '@job/texts/catalogues';
import { describe, expect, it } from 'vitest';
import type { Email } from './email';
import { renderEmail } from './index';
import { sampleOrigin as origin, samples } from './samples';

const emails = Object.entries(samples);

/** The link each email exists for, which its reader must find in either part. */
function mainLink(email: Email): string {
  switch (email.kind) {
    case 'verifyAddress':
      return email.verifyLink;
    case 'passwordReset':
      return email.resetLink;
    case 'passwordChanged':
      return email.forgotLink;
    case 'accountDeleted':
      return email.homeLink;
    case 'applicationReceived':
    case 'applicationWithdrawn':
      return email.applicantsLink;
    case 'applicationSent':
    case 'applicationStatusChanged':
      return email.applicationsLink;
    case 'moderationDecision':
      return email.link;
    case 'jobAlert':
      return email.unsubscribeLink;
  }
}

const hrefsOf = (html: string) => [...html.matchAll(/\shref="([^"]*)"/g)].map((match) => match[1]);
const addressesIn = (text: string) => text.match(/https?:\/\/[^\s)]+/g) ?? [];

describe.each(languages)('in %s', (language) => {
  describe.each(emails)('the %s email', (_name, email) => {
    it('has a subject, an HTML part in the language and a plain-text part', async () => {
      const { subject, html, text } = await renderEmail(email, { language, origin });
      expect(subject).not.toBe('');
      expect(html).toMatch(/^<!DOCTYPE html/);
      expect(html).toContain(`<html dir="ltr" lang="${language}">`);
      expect(html).toContain(`<title>${subject}</title>`);
      expect(text).not.toBe('');
      expect(text).not.toMatch(/<[a-z]/i);
    });

    it('links only to the site, with absolute addresses, in both parts', async () => {
      const { html, text } = await renderEmail(email, { language, origin });
      const links = [...hrefsOf(html), ...addressesIn(text)];
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(link).toMatch(new RegExp(`^${origin}/`));
    });

    it('carries its link in both parts, the text part’s on a line of its own', async () => {
      const { html, text } = await renderEmail(email, { language, origin });
      const link = mainLink(email);
      expect(hrefsOf(html)).toContain(link);
      expect(text.split('\n')).toContain(link);
    });
  });
});

describe('the language', () => {
  it('follows the option: the subject is the catalogue’s, different in Turkish and English', async () => {
    const email = samples.passwordReset;
    const turkish = await renderEmail(email, { language: 'tr', origin });
    const english = await renderEmail(email, { language: 'en', origin });
    expect(turkish.subject).toBe(catalogueSources.tr.emails['passwordResetMail.subject']);
    expect(english.subject).toBe(catalogueSources.en.emails['passwordResetMail.subject']);
    expect(turkish.subject).not.toBe(english.subject);
    expect(turkish.text).toContain(catalogueSources.tr.emails['passwordResetMail.heading']);
    expect(english.text).toContain(catalogueSources.en.emails['passwordResetMail.heading']);
  });

  it('welcomes after sign-up and says so when the link was asked for again', async () => {
    const welcome = await renderEmail(samples.verifyAddressWelcome, { language: 'en', origin });
    const resend = await renderEmail(samples.verifyAddressResend, { language: 'en', origin });
    expect(welcome.subject).toBe('Welcome to Job: verify your email address');
    expect(resend.subject).toBe('Verify your email address for Job');
    expect(resend.text).toContain('You asked for a new verification link.');
  });

  it('counts the postings that went with an account by the language’s plural rules', async () => {
    const bodies = await Promise.all(
      [0, 1, 12].map(async (postings) => {
        const email = { ...samples.accountDeletedNoPostings, postings };
        const [turkish, english] = await Promise.all(
          languages.map((language) => renderEmail(email, { language, origin })),
        );
        return [turkish?.text, english?.text];
      }),
    );
    expect(bodies[0]?.[1]).toContain('As you asked, your Job account was deleted.');
    expect(bodies[1]?.[1]).toContain('your Job account and its job were deleted.');
    expect(bodies[2]?.[1]).toContain('your Job account and its 12 jobs were deleted.');
    expect(bodies[0]?.[0]).toContain('İsteğiniz üzerine Job hesabınız silindi.');
    expect(bodies[1]?.[0]).toContain('Job hesabınız ve ilanınız silindi.');
    expect(bodies[2]?.[0]).toContain('Job hesabınız ve 12 ilanınız silindi.');
  });
});

describe('a name with HTML in it', () => {
  const name = `<img src=x onerror="alert('x')"> Tom & "Jerry"`;

  it('is escaped in the HTML part and written as it is in the text part', async () => {
    const { html, text } = await renderEmail(
      { ...samples.passwordChanged, name },
      { language: 'en', origin },
    );
    expect(html).not.toContain('<img');
    expect(html).toContain(
      '&lt;img src=x onerror=&quot;alert(&#x27;x&#x27;)&quot;&gt; Tom &amp; &quot;Jerry&quot;',
    );
    expect(text).toContain(`Hi ${name},`);
  });
});

it('refuses an origin that is not an address', async () => {
  await expect(
    renderEmail(samples.passwordChanged, { language: 'en', origin: 'jobs.example.com' }),
  ).rejects.toThrow();
});
