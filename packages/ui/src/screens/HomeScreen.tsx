import { HomeLayout } from '../components/HomeLayout/HomeLayout';
import { JobList, type JobListProps } from '../components/JobList/JobList';

export type HomeScreenProps = JobListProps;

/**
 * `/`: the side panel beside the job list (search, count, workplace filter, rows, pages). With a
 * `category` it is a category's list, highlighted in the panel.
 */
export function HomeScreen(props: HomeScreenProps) {
  return (
    <HomeLayout activeCategory={props.category} query={props.query} counts={props.counts}>
      <JobList {...props} />
    </HomeLayout>
  );
}
