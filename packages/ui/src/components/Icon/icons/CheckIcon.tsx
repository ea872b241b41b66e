import { lineIcon } from '../Icon';

/** Done: the green notice that the member applied. */
export const CheckIcon = lineIcon(<path d="M20 6 9 17l-5-5" />);
