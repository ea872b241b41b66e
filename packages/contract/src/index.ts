export { limits } from './limits';
export { messages, toasts } from './messages';
export type { components, operations, paths } from './schema';
export {
  type CreateJobValues,
  type FieldErrors,
  firstError,
  hasErrors,
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
