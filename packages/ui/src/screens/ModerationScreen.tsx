import {
  ModerationQueue,
  type ModerationQueueProps,
} from '../components/ModerationQueue/ModerationQueue';

export type ModerationScreenProps = ModerationQueueProps;

/**
 * `/moderation`: the moderators' queue. Anyone else gets the not-found screen from the app, as the
 * API answers them 404.
 */
export function ModerationScreen(props: ModerationScreenProps) {
  return <ModerationQueue {...props} />;
}
