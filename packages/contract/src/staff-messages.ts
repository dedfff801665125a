/**
 * Validation messages only the staff screens show (inventory, carousel, inbox, appointments,
 * settings), in English. The web app translates them in the staff catalogue, which only signed-in
 * staff download; `englishMessages` (messages.ts) holds them with the public ones.
 */
export const staffMessages = {
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
  // Not in the owner's list: the shop's own words.
  imageUrlInvalid: 'Please enter a full web address (https://…) or upload an image',
  cancelReasonRequired: 'Please give a reason for cancelling',
  replyRequired: 'Please write a reply',
  reviewLinkInvalid: 'Please enter a full address starting with https://',
  closingBeforeOpening: 'Closing time must be after opening time',
  specialDayRepeated: 'This date is already in the list',
  passwordMax128: 'Password must be at most 128 characters',
  passwordTooCommon: 'This password is one of the most common ones: choose another',
  vinInvalid: 'Please check the VIN: 17 characters, no I, O or Q, and a matching check digit',
  quantityInvalid: 'Please enter a quantity above 0 with at most two decimals',
  concernRequired: 'Please write what the customer says is wrong',
  passwordOwnWords: 'This password is made of the shop’s or the person’s own name or email: choose another',
} as const;
