import { Applicants, type ApplicantsProps } from '../components/Applicants/Applicants';

export type ApplicantsScreenProps = ApplicantsProps;

/**
 * `/my-jobs/{slug}/applications`: the applications to one of the member's postings; not found
 * for anyone else's, and a visitor is asked to sign in.
 */
export function ApplicantsScreen(props: ApplicantsScreenProps) {
  return <Applicants {...props} />;
}
