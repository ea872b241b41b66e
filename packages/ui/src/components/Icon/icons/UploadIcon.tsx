import { lineIcon } from '../Icon';

/** Choosing a file to send: the file field's button. */
export const UploadIcon = lineIcon(<path d="M12 16V4M7 9l5-5 5 5M5 20h14" />);
