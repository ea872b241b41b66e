import type { WorkTypeSlug } from '@job/contract';
import { HomeScreen, type HomeScreenProps } from './HomeScreen';

export type CategoryScreenProps = Omit<HomeScreenProps, 'category'> & {
  /** The category in the address: highlighted in the side panel, and the scope of the list. */
  category: WorkTypeSlug;
};

/** `/categories/{type}`: the home layout listing one type of work, searched and paged within it. */
export function CategoryScreen(props: CategoryScreenProps) {
  return <HomeScreen {...props} />;
}
