/** Validation messages, word for word as the spec gives them (section 5), plus the server's own. */
export const messages = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Value is not a valid email address',
  passwordRequired: 'Password is required',
  passwordConfirmationRequired: 'Password confirmation is required',
  minLength: (min: number) => `This field should be at least ${min} characters long`,
  maxLength: (max: number) => `This field may not be longer than ${max} characters`,
  sameAs: 'The value must be equal to the other value',
  emailTaken: 'The email has already been taken.',
  invalidCredentials: 'These credentials do not match our records.',
  titleRequired: 'The title field is required.',
  workTypeInvalid: 'The work type must be Full-time, Part-time or Freelance.',
  workplaceInvalid: 'The workplace must be On-site, Remote or Hybrid.',
  daysInvalid: 'A posting is live for 7, 14, 30, 60 or 90 days.',
  imageRequired: 'The image field is required.',
  imageInvalid: 'The image must be a PNG, JPEG, WebP or GIF picture.',
  imageTooLarge: 'The image may not be larger than 5 MB.',
} as const;

/** Toast texts, word for word as the spec gives them (section 8). */
export const toasts = {
  registered: 'Kayıt başarılı',
  registrationFailed: 'Kayıt başarısız',
  loggedIn: 'Giriş yapıldı',
  loginFailed: 'Giriş başarısız',
  loggedOut: 'Çıkış yapıldı',
  jobCreated: 'İlan eklendi.',
  // Beyond the spec, in its words: the member's own postings.
  jobUpdated: 'İlan güncellendi.',
  jobDeleted: 'İlan silindi.',
  jobRenewed: 'İlan yenilendi.',
} as const;
