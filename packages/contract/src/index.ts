export type {
  CreateJobBody,
  components,
  Job,
  operations,
  paths,
  UpdateJobBody,
  User,
} from './api';
export { limits, pageOffset } from './limits';
export {
  crawlerPaths,
  type FeedFilter,
  feedHref,
  hrefs,
  type ListQuery,
  loginNext,
  parseListQuery,
  type RouteName,
  routePatterns,
} from './routes';
export type {
  JobListPage,
  ListFilter,
  PublicReads,
  RenderPage,
  RenderRequest,
  RenderResult,
} from './serverRender';
export {
  type CreateJobValues,
  type FieldErrors,
  firstError,
  hasErrors,
  isPostingDays,
  isValidEmail,
  type LoginValues,
  type SignupValues,
  trimLogin,
  trimSignup,
  validateCreateJob,
  validateLogin,
  validateSignup,
} from './validation';
export {
  isWorkplaceSlug,
  type Workplace,
  type WorkplaceSlug,
  workplaceBySlug,
  workplaces,
} from './workplaces';
export {
  categorySlugs,
  isWorkTypeCode,
  isWorkTypeSlug,
  type WorkType,
  type WorkTypeCode,
  type WorkTypeSlug,
  workTypeByCode,
  workTypeBySlug,
  workTypeCodes,
  workTypes,
} from './workTypes';
