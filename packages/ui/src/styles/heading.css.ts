import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { breakpoints } from './sprinkles.css';

/**
 * The board's one heading scale, as Braid's `Heading` levels: every screen's title, section and
 * card title takes one of these, left-aligned, in the case its words are written in (sentence
 * case; the spec's own capitals stay its texts', never a CSS or `upper` transform). The header's
 * wordmark is never bigger than `pageTitle`.
 */
const titleBase = {
  fontWeight: vars.type.weight.semibold,
  lineHeight: vars.type.lineHeight.tight,
  textAlign: 'start',
  // A title may name a job, whose words can be longer than the line.
  overflowWrap: 'anywhere',
} as const;

/**
 * A screen's one `<h1>`: 'Kaydedilen ilanlar', a job's title on its detail. Also a profile part's
 * `<h2>` ('İlanlarım', 'Hesap ayarları'): the title seen under the tabs, where the `<h1>` 'Profil'
 * is for screen readers (`ProfilePart`), with sections of its own under it.
 */
export const pageTitle = style({ ...titleBase, fontSize: vars.type.size.xlarge });

/** A part of a screen under its title: the profile's 'İlanlarım', a moderation queue's list. */
export const sectionTitle = style({ ...titleBase, fontSize: vars.type.size.large });

/** One thing in a list: a job row's title, larger from the tablet up. */
export const cardTitle = style({
  ...titleBase,
  fontSize: vars.type.size.standard,
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: { fontSize: vars.type.size.large },
  },
});
