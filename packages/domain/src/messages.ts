// The specification's messages (sections 5 and 8), exactly as written, in one place for the forms,
// the toasts and the CMS.
export const MESSAGES = {
  required: 'required!',
  invalidEmail: 'Invalid email',
  invalidEmailAddress: 'Invalid Email Address',
  passwordTooShort: 'minimum 8 character',
  passwordTooLong: 'maximum 16 character',
  passwordsDiffer: 'both password must be same',
  invalidCredentials: 'invalid credentials',
  loginFailed: 'Login failed',
  loginSuccessful: 'Login successful',
  somethingWentWrong: 'Something went wrong',
  fillAllFields: 'Please fill all fields',
  rateUpdated: 'Price updated successfully...!!!',
  rateAdded: 'Price added successfully...!!!',
  rateUpdateFailed: 'Failed to update price',
  rateAddFailed: 'Failed to add price',
  deleted: 'Deleted Successfully',
  deleteFailed: 'Failed to delete',
  ratesFetchFailed: 'Failed to fetch prices',
  categoryDeleted: 'Category Deleted Successfully',
  operationCompleted: 'Operation completed successfully',
  internalError: 'Some internal server error',
  imageLimit: 'Max image select limit is 3...',
  // docs/differences.md: the hint names every type the shop accepts (the spec's left out WebP).
  imageHint: 'Max 3 images (JPEG, PNG, WebP)',
  deleteItemConfirm: 'Are you sure you want to delete this item?',
  deleteBannerConfirm: 'Are you sure you want to delete this banner? This action cannot be undone.',
  noRecords: 'No records available',
} as const;

/** Why 'Back up now' was refused (409): one backup at a time, among all the instances. */
export const BACK_UP_NOW_REFUSED = 'A backup is being taken right now. Its result shows here when done.';

/** The Backups page's 'Download' link: why there is none, or why the one opened does not work. */
export const BACKUP_DOWNLOAD_MESSAGES = {
  none: 'There is no verified backup to download yet. Please press Back up now first.',
  gone: 'That backup is no longer kept. Please download a newer one.',
  expired: 'This download link has expired. Please press Download again on the Backups page.',
  invalid: 'This download link is not valid. Please press Download on the Backups page.',
} as const;

/** Why 'Publish now' was refused (429): presses are not queued, one publish covers them all. */
export const PUBLISH_NOW_REFUSED = {
  'under-way': 'The site is being published right now. Changes made meanwhile follow on their own.',
  'too-soon': 'The site was published moments ago. Please wait a few seconds before publishing again.',
} as const;
