import { hrefs, type Unsubscribing } from '@job/contract';
import { Button, ButtonLink } from '../components/Button/Button';
import { MessageCard } from '../components/MessageCard/MessageCard';
import { useTexts } from '../texts/TextsProvider';
import * as styles from './UnsubscribeScreen.css';

export interface UnsubscribeScreenProps {
  /** What the server found or did for the link; `name` is the alert's, in the mail's words. */
  unsubscribing: Unsubscribing;
}

/**
 * `/api/alerts/unsubscribe/{token}`: the page an alert mail's unsubscribe link opens, without
 * signing in. The question's button is a plain form posting to the page's own address, the very
 * request a mail client's one click sends (RFC 8058), so it works before the script and without
 * it. Every state leads to the member's alerts, by the sign-in.
 */
export function UnsubscribeScreen({ unsubscribing }: UnsubscribeScreenProps) {
  const { t } = useTexts();
  // By the sign-in, which sends a member already signed in straight on to their alerts.
  const manage = (
    <ButtonLink
      tone={unsubscribing.status === 'question' ? 'secondary' : 'action'}
      href={hrefs.login(hrefs.profileSection('alerts'))}
    >
      {t('unsubscribe.manage')}
    </ButtonLink>
  );
  if (unsubscribing.status === 'gone') {
    return (
      <MessageCard title={t('unsubscribe.title')} actions={manage}>
        <p>{t('unsubscribe.gone')}</p>
      </MessageCard>
    );
  }
  const { name } = unsubscribing;
  if (unsubscribing.status === 'question') {
    return (
      <MessageCard
        title={t('unsubscribe.title')}
        actions={
          <>
            {/* No action: the form posts to the address it was opened at, token and language. */}
            <form method="post">
              <input type="hidden" name="List-Unsubscribe" value="One-Click" />
              <Button type="submit" tone="action" className={styles.confirm}>
                {t('unsubscribe.confirm')}
              </Button>
            </form>
            {manage}
          </>
        }
      >
        <p>{t('unsubscribe.question', { name })}</p>
      </MessageCard>
    );
  }
  const said = unsubscribing.status === 'done' ? 'unsubscribe.done' : 'unsubscribe.already';
  return (
    <MessageCard title={t('unsubscribe.title')} actions={manage}>
      <p>{t(said, { name })}</p>
    </MessageCard>
  );
}
