// Every line icon of the library, one module each: a page's chunk carries only the icons it
// draws (in one module, every icon any lazy page drew travelled with the first visit).
export { BackIcon } from './BackIcon';
export { BookmarkIcon } from './BookmarkIcon';
export { BriefcaseIcon } from './BriefcaseIcon';
export { CheckIcon } from './CheckIcon';
export { ChevronDownIcon } from './ChevronDownIcon';
export { ClockIcon } from './ClockIcon';
export { CloseIcon } from './CloseIcon';
export { CompanyIcon } from './CompanyIcon';
export { DocumentIcon } from './DocumentIcon';
export { ErrorIcon } from './ErrorIcon';
export { ExternalLinkIcon } from './ExternalLinkIcon';
export { InboxIcon } from './InboxIcon';
export { LocationIcon } from './LocationIcon';
export { MailIcon } from './MailIcon';
export { NextPageIcon } from './NextPageIcon';
export { PreviousPageIcon } from './PreviousPageIcon';
export { SearchIcon } from './SearchIcon';
export { StarIcon } from './StarIcon';
export { SuccessIcon } from './SuccessIcon';
export { UploadIcon } from './UploadIcon';
export { WarningIcon } from './WarningIcon';
export { WorkplaceIcon } from './WorkplaceIcon';
