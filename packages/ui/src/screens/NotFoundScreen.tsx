import { NotFound } from '../components/NotFound/NotFound';
import { type FrameProps, PageFrame } from '../components/PageFrame/PageFrame';

export type NotFoundScreenProps = FrameProps;

/** Any address the app has no route for. */
export function NotFoundScreen(frame: NotFoundScreenProps) {
  return (
    <PageFrame {...frame}>
      <NotFound />
    </PageFrame>
  );
}
