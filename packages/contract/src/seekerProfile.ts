import type { Translate } from '@job/texts';
import type { components, WithReadonlyLists } from './api';
import { maxLengthCheck } from './jobValidation';
import { limits } from './limits';
import { collect, type FieldErrors, isBlank } from './validation';
import { isWebAddress } from './webAddress';

/**
 * The seeker profile's limits, apart from `limits`: only the pages that show the profile load
 * them, not every visit.
 */
export const seekerLimits = {
  /** The CVs a seeker keeps on their profile to apply with: a few versions, not an archive. */
  storedCvsMax: 3,
  /** A seeker's headline ('Frontend developer, 5 years of React'). */
  headlineMaxLength: 120,
  /** The links on a seeker's profile (a portfolio, GitHub, LinkedIn). */
  profileLinksMax: 3,
  profileLinkMaxLength: 300,
} as const;

/** A member's profile as a job seeker, with their stored CVs. */
export type SeekerProfile = WithReadonlyLists<components['schemas']['SeekerProfile']>;

/** A CV kept on the profile to apply with; the file comes from `storedCv`. */
export type StoredCv = components['schemas']['StoredCv'];

/** What the profile's form sends (`updateSeekerProfile`): everything but the CVs. */
export type SeekerProfileValues = components['schemas']['SeekerProfileBody'];

/** The profile's fields as a form starts with them (a store's snapshot: read only). */
export type SeekerProfileFields = WithReadonlyLists<SeekerProfileValues>;

/**
 * A profile's field, each link by its place (`links.0`), as Laravel names an array's items; the
 * places are those of `seekerLimits.profileLinksMax`.
 */
export type SeekerProfileField = 'headline' | 'city' | 'links' | LinkField;
type LinkField = 'links.0' | 'links.1' | 'links.2';

/** The profile of a member who has given nothing yet. */
export const emptySeekerProfile: SeekerProfile = {
  headline: '',
  city: '',
  work_types: [],
  workplaces: [],
  links: [],
  cvs: [],
};

/** A link anyone may open: http or https, a real host, no password in it. */
const linkProtocols = ['https:', 'http:'];

/**
 * The profile's fields checked as the form and the server check them: a headline and a city of
 * at most their lengths, at most 3 links, each an http or https address. Blank links are left
 * out before (`trimSeekerProfile`).
 */
export function validateSeekerProfile(
  values: SeekerProfileValues,
  t: Translate,
): FieldErrors<SeekerProfileField> {
  const links: Partial<Record<LinkField, (string | false)[]>> = {};
  values.links.forEach((link, index) => {
    links[`links.${index}` as LinkField] = [
      !isWebAddress(link, linkProtocols) && t('validation.profileLinkInvalid'),
      maxLengthCheck(link, seekerLimits.profileLinkMaxLength, t),
    ];
  });
  return collect<SeekerProfileField>({
    'links.0': [],
    'links.1': [],
    'links.2': [],
    headline: [maxLengthCheck(values.headline, seekerLimits.headlineMaxLength, t)],
    city: [maxLengthCheck(values.city, limits.locationMaxLength, t)],
    links: [
      values.links.length > seekerLimits.profileLinksMax &&
        t('validation.profileLinksTooMany', { max: seekerLimits.profileLinksMax }),
    ],
    ...links,
  });
}

/** The profile as it is kept: texts trimmed, blank links left out. */
export function trimSeekerProfile(values: SeekerProfileValues): SeekerProfileValues {
  return {
    ...values,
    headline: values.headline.trim(),
    city: values.city.trim(),
    links: values.links.map((link) => link.trim()).filter((link) => !isBlank(link)),
  };
}
