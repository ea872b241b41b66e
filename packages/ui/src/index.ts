// Global styles first, so they precede every component's own: fonts, the reset, the theme on :root.
import './styles/fonts.css';
import './styles/reset.css';
import './styles/theme.css';

export {
  AccountSettings,
  type AccountSettingsProps,
} from './components/AccountSettings/AccountSettings';
export {
  ApplicantReview,
  type ApplicantReviewProps,
} from './components/ApplicantReview/ApplicantReview';
export { Applicants, type ApplicantsProps } from './components/Applicants/Applicants';
export {
  type ApplicantArrangement,
  arrangementOf,
  arrangementQuery,
} from './components/Applicants/arrangement';
export {
  ApplicationEntry,
  type ApplicationEntryProps,
} from './components/ApplicationEntry/ApplicationEntry';
export {
  ApplicationNote,
  type ApplicationNoteProps,
} from './components/ApplicationNote/ApplicationNote';
export {
  ApplicationStatusBadge,
  type ApplicationStatusBadgeProps,
} from './components/ApplicationStatusBadge/ApplicationStatusBadge';
export { ApplyAction, type ApplyActionProps } from './components/ApplyAction/ApplyAction';
export {
  type ApplyCv,
  type ApplyField,
  ApplyForm,
  type ApplyFormProps,
  type ApplyValues,
} from './components/ApplyForm/ApplyForm';
export type { AuthDropdownProps } from './components/AuthDropdown/AuthDropdown';
export { LazyAuthDropdown } from './components/AuthDropdown/LazyAuthDropdown';
export { Badge, type BadgeProps, type BadgeTone, badgeTones } from './components/Badge/Badge';
export {
  Button,
  ButtonLink,
  type ButtonLinkProps,
  type ButtonProps,
} from './components/Button/Button';
export { Checkbox, type CheckboxProps } from './components/Checkbox/Checkbox';
export { CityFilter, type CityFilterProps } from './components/CityFilter/CityFilter';
export {
  CompanyCard,
  type CompanyCardProps,
  CompanyCardSkeleton,
} from './components/CompanyCard/CompanyCard';
export { CompanyFacts, type CompanyFactsProps } from './components/CompanyCard/CompanyFacts';
export {
  CompanyForm,
  type CompanyFormField,
  type CompanyFormProps,
  type CompanySubmission,
} from './components/CompanyForm/CompanyForm';
export type { LogoChange } from './components/CompanyForm/LogoField';
export {
  CompanyHeader,
  type CompanyHeaderProps,
} from './components/CompanyHeader/CompanyHeader';
export { CompanyLogo, type CompanyLogoProps } from './components/CompanyLogo/CompanyLogo';
export {
  CreateJobForm,
  type CreateJobFormProps,
  EditJobForm,
  type EditJobFormProps,
  type JobFormField,
} from './components/CreateJobForm/CreateJobForm';
export type { PostAsCompany } from './components/CreateJobForm/PostAsField';
export { CvDownload, type CvDownloadProps } from './components/CvDownload/CvDownload';
export { DataExport, type DataExportProps } from './components/DataExport/DataExport';
export {
  DeleteAccountForm,
  type DeleteAccountFormProps,
} from './components/DeleteAccountForm/DeleteAccountForm';
export {
  EmailVerification,
  type EmailVerificationProps,
} from './components/EmailVerification/EmailVerification';
export {
  Field,
  type FieldControlProps,
  type FieldProps,
  SelectField,
  type SelectFieldProps,
  TextAreaField,
  type TextAreaFieldProps,
  TextField,
  type TextFieldProps,
} from './components/Field/Field';
export {
  RadioGroupField,
  type RadioGroupFieldProps,
  type RadioOption,
} from './components/Field/RadioGroupField';
export { FileField, type FileFieldProps } from './components/FileField/FileField';
export {
  ForgotPasswordForm,
  type ForgotPasswordFormProps,
} from './components/ForgotPasswordForm/ForgotPasswordForm';
export { Form, type FormLayout, type FormProps, type FormTone } from './components/Form/Form';
export type { ValidatedFormProps } from './components/Form/useValidatedForm';
export { Header, type HeaderProps } from './components/Header/Header';
export { HomeLayout, type HomeLayoutProps } from './components/HomeLayout/HomeLayout';
export { Icon, type IconProps } from './components/Icon/Icon';
export { ImageInput, type ImageInputProps } from './components/ImageInput/ImageInput';
export { JobCompany, type JobCompanyProps } from './components/JobCompany/JobCompany';
export { JobDetail, type JobDetailProps } from './components/JobDetail/JobDetail';
export { loadSanitizer } from './components/JobDetail/sanitizedHtml';
export { JobFacts, type JobFactsProps } from './components/JobFacts/JobFacts';
export {
  JobList,
  type JobListProps,
  JobRows,
  type JobRowsProps,
  JobRowsSkeleton,
  type ListSaves,
} from './components/JobList/JobList';
export { listHref } from './components/JobList/listHref';
export { JobRow, type JobRowProps, type SaveToggleOptions } from './components/JobRow/JobRow';
export {
  LanguageSwitch,
  type LanguageSwitchProps,
} from './components/LanguageSwitch/LanguageSwitch';
export {
  LeaveFormDialog,
  type LeaveFormDialogProps,
} from './components/LeaveFormDialog/LeaveFormDialog';
export {
  Link,
  type LinkComponent,
  type LinkProps,
  LinkProvider,
  type LinkProviderProps,
} from './components/Link/Link';
export {
  LoadFailed,
  type LoadFailedProps,
  type LoadFailure,
} from './components/LoadFailed/LoadFailed';
export { LoginForm, type LoginFormProps } from './components/LoginForm/LoginForm';
export { MessageCard, type MessageCardProps } from './components/MessageCard/MessageCard';
export {
  ModerationQueue,
  type ModerationQueueProps,
  type QueueAction,
} from './components/ModerationQueue/ModerationQueue';
export { MyAlerts, type MyAlertsProps } from './components/MyAlerts/MyAlerts';
export {
  MyApplications,
  type MyApplicationsProps,
} from './components/MyApplications/MyApplications';
export {
  type CompanyEditing,
  MyCompanies,
  type MyCompaniesProps,
} from './components/MyCompanies/MyCompanies';
export { MyPostings, type MyPostingsProps } from './components/MyPostings/MyPostings';
export { NameForm, type NameFormProps } from './components/NameForm/NameForm';
export { NoResults, type NoResultsProps } from './components/NoResults/NoResults';
export { NotFound } from './components/NotFound/NotFound';
export {
  type FrameProps,
  PageFrame,
  type PageFrameProps,
} from './components/PageFrame/PageFrame';
export { Pagination, type PaginationProps } from './components/Pagination/Pagination';
export {
  type PageItem,
  type PageWindow,
  pageCountOf,
  paginate,
} from './components/Pagination/paginate';
export {
  PasswordChangeForm,
  type PasswordChangeFormProps,
} from './components/PasswordChangeForm/PasswordChangeForm';
export {
  PlaceField,
  type PlaceFieldName,
  type PlaceFieldProps,
} from './components/PlaceField/PlaceField';
export { PostedDate, type PostedDateProps } from './components/PostedDate/PostedDate';
export { PostedFilter, type PostedFilterProps } from './components/PostedFilter/PostedFilter';
export { ProfileCard, type ProfileCardProps } from './components/ProfileCard/ProfileCard';
export {
  ProfileNav,
  type ProfileNavProps,
  ProfilePart,
  type ProfilePartName,
} from './components/ProfileNav/ProfileNav';
export {
  RejectionMessageFields,
  type RejectionMessageFieldsProps,
} from './components/RejectionMessage/RejectionMessageFields';
export {
  noRejectionMessage,
  type RejectionBody,
  type RejectionMessageChoice,
  rejectionBody,
  rejectionMessageErrors,
} from './components/RejectionMessage/rejectionBody';
export {
  RejectionTemplates,
  type RejectionTemplatesProps,
  type TemplateEditing,
} from './components/RejectionTemplates/RejectionTemplates';
export type { TemplateErrors } from './components/RejectionTemplates/TemplateForm';
export { RenameForm, type RenameFormProps } from './components/RenameForm/RenameForm';
export { ReportAction, type ReportActionProps } from './components/ReportAction/ReportAction';
export type { Report } from './components/ReportAction/ReportFields';
export {
  ResendVerification,
  type ResendVerificationProps,
} from './components/ResendVerification/ResendVerification';
export {
  ResetPasswordForm,
  type ResetPasswordFormProps,
} from './components/ResetPasswordForm/ResetPasswordForm';
export { ResultCount, type ResultCountProps } from './components/ResultCount/ResultCount';
export { LazyRichTextEditor } from './components/RichTextEditor/LazyRichTextEditor';
export type { RichTextEditorProps } from './components/RichTextEditor/RichTextEditor';
export {
  SalaryField,
  type SalaryFieldName,
  type SalaryFieldProps,
} from './components/SalaryField/SalaryField';
export {
  SalaryFilter,
  type SalaryFilterProps,
} from './components/SalaryFilter/SalaryFilter';
export { SavedJobs, type SavedJobsProps } from './components/SavedJobs/SavedJobs';
export { SaveSearch, type SaveSearchProps } from './components/SaveSearch/SaveSearch';
export { SaveToggle, type SaveToggleProps } from './components/SaveToggle/SaveToggle';
export {
  newQuestionDraft,
  type QuestionDraft,
  questionDraft,
  ScreeningQuestionsEditor,
  type ScreeningQuestionsEditorProps,
} from './components/ScreeningQuestionsEditor/ScreeningQuestionsEditor';
export { ScriptButton, type ScriptButtonProps } from './components/ScriptButton/ScriptButton';
export { SearchBox, type SearchBoxProps } from './components/SearchBox/SearchBox';
export {
  SeekerProfileForm,
  type SeekerProfileFormProps,
} from './components/SeekerProfileForm/SeekerProfileForm';
export { SignupForm, type SignupFormProps } from './components/SignupForm/SignupForm';
export { SimilarJobs, type SimilarJobsProps } from './components/SimilarJobs/SimilarJobs';
export {
  Skeleton,
  SkeletonBlock,
  type SkeletonBlockProps,
  type SkeletonProps,
} from './components/Skeleton/Skeleton';
export { SkillsBlock, skills } from './components/SkillsBlock/SkillsBlock';
export { SortControl, type SortControlProps } from './components/SortControl/SortControl';
export { Spinner, type SpinnerProps } from './components/Spinner/Spinner';
export { StoredCvs, type StoredCvsProps } from './components/StoredCvs/StoredCvs';
export { LazyToaster } from './components/Toaster/LazyToaster';
export type { ToasterProps, ToastMessage, ToastTone } from './components/Toaster/Toaster';
export {
  VerificationNotice,
  type VerificationNoticeProps,
} from './components/VerificationNotice/VerificationNotice';
export {
  WorkplaceFilter,
  type WorkplaceFilterProps,
} from './components/WorkplaceFilter/WorkplaceFilter';
export {
  WorkTypeBadge,
  type WorkTypeBadgeProps,
} from './components/WorkTypeBadge/WorkTypeBadge';
export { WorkTypeNav, type WorkTypeNavProps } from './components/WorkTypeNav/WorkTypeNav';
export {
  AccountSettingsScreen,
  type AccountSettingsScreenProps,
} from './screens/AccountSettingsScreen';
export { AlertsScreen, type AlertsScreenProps } from './screens/AlertsScreen';
export { ApplicantsScreen, type ApplicantsScreenProps } from './screens/ApplicantsScreen';
export {
  ApplyScreen,
  type ApplyScreenProps,
  type ApplyScreenState,
} from './screens/ApplyScreen';
export {
  CategoryScreen,
  type CategoryScreenProps,
} from './screens/CategoryScreen';
export {
  type CompaniesQuery,
  CompaniesScreen,
  type CompaniesScreenProps,
} from './screens/CompaniesScreen';
export { CompanyScreen, type CompanyScreenProps } from './screens/CompanyScreen';
export { CreateJobScreen, type CreateJobScreenProps } from './screens/CreateJobScreen';
export { DetailScreen, type DetailScreenProps } from './screens/DetailScreen';
export { EditJobScreen, type EditJobScreenProps } from './screens/EditJobScreen';
export {
  ForgotPasswordScreen,
  type ForgotPasswordScreenProps,
} from './screens/ForgotPasswordScreen';
export { HomeScreen, type HomeScreenProps } from './screens/HomeScreen';
export { LoginScreen, type LoginScreenProps } from './screens/LoginScreen';
export { ModerationScreen, type ModerationScreenProps } from './screens/ModerationScreen';
export {
  MyApplicationsScreen,
  type MyApplicationsScreenProps,
} from './screens/MyApplicationsScreen';
export { MyCompaniesScreen, type MyCompaniesScreenProps } from './screens/MyCompaniesScreen';
export { MyPostingsScreen, type MyPostingsScreenProps } from './screens/MyPostingsScreen';
export { NotFoundScreen } from './screens/NotFoundScreen';
export { ProfileScreen, type ProfileScreenProps } from './screens/ProfileScreen';
export { ReportScreen, type ReportScreenProps } from './screens/ReportScreen';
export {
  ResetPasswordScreen,
  type ResetPasswordScreenProps,
} from './screens/ResetPasswordScreen';
export { SavedJobsScreen, type SavedJobsScreenProps } from './screens/SavedJobsScreen';
export {
  SeekerProfileScreen,
  type SeekerProfileScreenProps,
} from './screens/SeekerProfileScreen';
export { SignupScreen, type SignupScreenProps } from './screens/SignupScreen';
export { UnsubscribeScreen, type UnsubscribeScreenProps } from './screens/UnsubscribeScreen';
export { VerifyEmailScreen, type VerifyEmailScreenProps } from './screens/VerifyEmailScreen';
export { vars } from './styles/contract.css';
export { tokens } from './styles/tokens';
export { TextsProvider, type TextsProviderProps, useTexts } from './texts/TextsProvider';
