import { Icon, type IconProps } from './Icon';

/** An icon's size, stroke and class, given where it is used; its shapes are its own. */
export type IconShapeProps = Omit<IconProps, 'children'>;

// Every line icon of the library, drawn once on Icon's 24-unit grid. The icon gallery
// (docs/Icons.mdx) renders these same components, with where each is used.

/** Opens what is folded below: the home's work-type panel, a saved job, the member's menu. */
export function ChevronDownIcon(props: IconShapeProps) {
  return (
    <Icon {...props}>
      <path d="m6 9 6 6 6-6" />
    </Icon>
  );
}

/** Back to the page before: the applicants page's way back to the profile. */
export function BackIcon(props: IconShapeProps) {
  return (
    <Icon {...props}>
      <path d="m15 18-6-6 6-6" />
    </Icon>
  );
}

/** Pagination's previous page. */
export function PreviousPageIcon(props: IconShapeProps) {
  return (
    <Icon {...props}>
      <path d="M15 4.5 7.5 12l7.5 7.5" />
    </Icon>
  );
}

/** Pagination's next page. */
export function NextPageIcon(props: IconShapeProps) {
  return (
    <Icon {...props}>
      <path d="M9 4.5l7.5 7.5L9 19.5" />
    </Icon>
  );
}

/** The search box's magnifier. */
export function SearchIcon(props: IconShapeProps) {
  return (
    <Icon {...props}>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m20 20-4.5-4.5" />
    </Icon>
  );
}

/** Closes a toast. */
export function CloseIcon(props: IconShapeProps) {
  return (
    <Icon {...props}>
      <path d="M6 6l12 12M18 6 6 18" />
    </Icon>
  );
}

/** A toast that says something worked. */
export function SuccessIcon(props: IconShapeProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12.5 2.5 2.5L16 9.5" />
    </Icon>
  );
}

/** A toast that says something failed. */
export function ErrorIcon(props: IconShapeProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.5M12 16.5v.01" />
    </Icon>
  );
}

/** An amber notice: an application's posting expired or was taken down. */
export function WarningIcon(props: IconShapeProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 8v4.5M12 16h.01" />
    </Icon>
  );
}

/** Done: the green notice that the member applied. */
export function CheckIcon(props: IconShapeProps) {
  return (
    <Icon {...props}>
      <path d="M20 6 9 17l-5-5" />
    </Icon>
  );
}

/** Opens in a new tab: 'Başvur' at the poster's own page. */
export function ExternalLinkIcon(props: IconShapeProps) {
  return (
    <Icon {...props}>
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </Icon>
  );
}

/** Opens a mail: 'Başvur' by email. */
export function MailIcon(props: IconShapeProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </Icon>
  );
}

/** Choosing a file to send: the file field's button. */
export function UploadIcon(props: IconShapeProps) {
  return (
    <Icon {...props}>
      <path d="M12 16V4M7 9l5-5 5 5M5 20h14" />
    </Icon>
  );
}

/** A document: the CV sent with an application. */
export function DocumentIcon(props: IconShapeProps) {
  return (
    <Icon {...props}>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5M9 13h6M9 17h4" />
    </Icon>
  );
}

/** The applications a posting received: the profile's postings. */
export function InboxIcon(props: IconShapeProps) {
  return (
    <Icon {...props}>
      <path d="M4 13h4l2 3h4l2-3h4" />
      <path d="M5.5 6.5 4 13v5a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-5l-1.5-6.5A2 2 0 0 0 16.6 5H7.4a2 2 0 0 0-1.9 1.5z" />
    </Icon>
  );
}

/** A saved job: the save toggle. */
export function BookmarkIcon(props: IconShapeProps) {
  return (
    <Icon {...props}>
      <path d="M6 3h12v18l-6-4.5L6 21z" />
    </Icon>
  );
}

/** A job without a picture of its own: the job row's placeholder. */
export function BriefcaseIcon(props: IconShapeProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2M3 13h18" />
    </Icon>
  );
}

/** Who is hiring: a job's company. */
export function CompanyIcon(props: IconShapeProps) {
  return (
    <Icon {...props}>
      <rect x="4" y="3" width="16" height="18" rx="1.5" />
      <path d="M9 7h2M13 7h2M9 11h2M13 11h2M9 15h2M13 15h2M10 21v-3h4v3" />
    </Icon>
  );
}

/** Where: a job's city. */
export function LocationIcon(props: IconShapeProps) {
  return (
    <Icon {...props}>
      <path d="M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </Icon>
  );
}

/** How: a job's workplace (on site, hybrid, remote). */
export function WorkplaceIcon(props: IconShapeProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="4" width="18" height="12" rx="1.5" />
      <path d="M8 20h8M12 16v4" />
    </Icon>
  );
}

/** When: a job's posting date. */
export function ClockIcon(props: IconShapeProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </Icon>
  );
}
