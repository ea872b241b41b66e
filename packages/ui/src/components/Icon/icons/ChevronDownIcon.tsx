import { lineIcon } from '../Icon';

/** Opens what is folded below: the home's work-type panel, a saved job, the member's menu. */
export const ChevronDownIcon = lineIcon(<path d="m6 9 6 6 6-6" />);
