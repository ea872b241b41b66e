import { type Email, renderEmail } from '@job/emails';
import { hrefIn } from '@job/texts';
import type { UserRow } from '../db/schema';
import type { MailOutbox } from './outbox';

/** A mail's recipient: the member's address, name and chosen language. */
export type Recipient = Pick<UserRow, 'email' | 'name' | 'language'>;

/** A mail rendered for its recipient, as the outbox takes it. */
export type PreparedMail = Parameters<MailOutbox['queue']>[1];

/**
 * How the server writes to members: in the language kept with their account (Turkish when they
 * chose none), with links absolute from the site's origin (web/origin.ts). Rendered here, unless
 * `render` is the render thread's (alert mail, written as it is sent).
 */
export function memberMail(origin: () => string, render = renderEmail) {
  return {
    /**
     * An absolute link in the member's language (none chosen: the default's), the `lang` parameter
     * before a token's fragment.
     */
    linkFor(member: Recipient, href: string): string {
      const [path = '', fragment] = href.split('#');
      const localized = hrefIn(path, member.language ?? 'default');
      return `${origin()}${localized}${fragment === undefined ? '' : `#${fragment}`}`;
    },

    /** `email` rendered for the member, to go into the outbox. */
    async prepare(member: Recipient, email: Email): Promise<PreparedMail> {
      const message = await render(email, {
        language: member.language ?? 'tr',
        origin: origin(),
      });
      return { kind: email.kind, to: member.email, message };
    },
  };
}
