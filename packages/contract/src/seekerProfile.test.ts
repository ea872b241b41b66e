import { allTextsOf } from '@job/texts/catalogues';
import { describe, expect, it } from 'vitest';
import { limits } from './limits';
import { seekerLimits, trimSeekerProfile, validateSeekerProfile } from './seekerProfile';

const { t } = allTextsOf('en');

const profile = {
  headline: '  Frontend developer  ',
  city: ' İzmir ',
  work_types: ['full-time' as const],
  workplaces: ['remote' as const],
  links: ['https://github.com/ayse', '   ', 'http://ayse.dev'],
};

describe('the seeker profile', () => {
  it('is kept trimmed, blank links left out', () => {
    expect(trimSeekerProfile(profile)).toEqual({
      ...profile,
      headline: 'Frontend developer',
      city: 'İzmir',
      links: ['https://github.com/ayse', 'http://ayse.dev'],
    });
  });

  it('takes http and https links to a real host, each message under its own link', () => {
    expect(validateSeekerProfile(trimSeekerProfile(profile), t)).toEqual({});
    const links = ['https://ok.example', 'javascript:alert(1)', 'https://bank.com@evil.example'];
    expect(validateSeekerProfile({ ...profile, links }, t)).toEqual({
      'links.1': [t('validation.profileLinkInvalid')],
      'links.2': [t('validation.profileLinkInvalid')],
    });
    expect(validateSeekerProfile({ ...profile, links: ['https://localhost'] }, t)).toEqual({
      'links.0': [t('validation.profileLinkInvalid')],
    });
  });

  it('keeps the headline, the city and the links within their limits', () => {
    const errors = validateSeekerProfile(
      {
        ...profile,
        headline: 'x'.repeat(seekerLimits.headlineMaxLength + 1),
        city: 'y'.repeat(limits.locationMaxLength + 1),
        links: Array.from({ length: seekerLimits.profileLinksMax + 1 }, () => 'https://a.example'),
      },
      t,
    );
    expect(errors).toEqual({
      headline: [t('validation.maxLength', { max: seekerLimits.headlineMaxLength })],
      city: [t('validation.maxLength', { max: limits.locationMaxLength })],
      links: [t('validation.profileLinksTooMany', { max: seekerLimits.profileLinksMax })],
    });
  });
});
