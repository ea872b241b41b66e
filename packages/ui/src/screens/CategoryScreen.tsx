import type { WorkTypeSlug } from '@job/contract';
import { HomeScreen, type HomeScreenProps } from './HomeScreen';

export type CategoryScreenProps = Omit<HomeScreenProps, 'activeCategory'> & {
  /** The category in the address, highlighted in the side panel. */
  category: WorkTypeSlug;
};

/** `/categories/{type}`: the home layout listing one type of work. */
export function CategoryScreen({ category, ...props }: CategoryScreenProps) {
  return <HomeScreen {...props} activeCategory={category} />;
}
