/**
 * Validation messages in English, as the owner wrote them. Schemas take a dictionary of this
 * shape, so the web app can pass the same messages translated into the visitor's language.
 */
export const englishMessages = {
  nameMin: 'Name must be at least 2 characters',
  emailInvalid: 'Please enter a valid email address',
  phoneInvalid: 'Please enter a valid phone number',
  subjectMin: 'Subject must be at least 5 characters',
  messageMin: 'Message must be at least 10 characters',
  passwordRequired: 'Password is required',
  passwordMin6: 'Password must be at least 6 characters',
  passwordMin8: 'Password must be at least 8 characters',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  passwordsDontMatch: "Passwords don't match",
  partNameRequired: 'Name is required',
  categoryRequired: 'Category is required',
  priceRequired: 'Price is required',
  priceInvalid: 'Price must be a valid positive number',
  conditionInvalid: 'Condition must be new, used or refurbished',
  salePriceRequired: 'Sale price is required',
  salePriceInvalid: 'Sale price must be a valid positive number',
  buyerRequired: 'Buyer information is required',
  titleMin: 'Title must be at least 2 characters',
  imageUrlRequired: 'Please provide an image URL or upload an image',
  altTextMin: 'Alt text must be at least 5 characters',
  tooLong: 'This is too long',
  // Not in the owner's list: the shop's own words for input no form of ours would send.
  invalidCharacters: "This contains characters that aren't allowed",
  imageUrlInvalid: 'Please enter a full web address (https://…) or upload an image',
  required: 'This is required',
  invalidValue: "This value isn't valid",
  dateInvalid: 'Please enter a date as YYYY-MM-DD',
  dateRangeInvalid: 'Please choose a range of at most 62 days, ending after it starts',
  timeInvalid: 'Please choose one of the offered times',
  vehicleYearInvalid: 'Please enter a valid vehicle year',
  cancelReasonRequired: 'Please give a reason for cancelling',
  replyRequired: 'Please write a reply',
  closingBeforeOpening: 'Closing time must be after opening time',
} as const;

export type ValidationMessages = { [K in keyof typeof englishMessages]: string };
