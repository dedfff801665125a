/**
 * Validation messages only a customer's estimate page shows (its answer and signature), in English.
 * The web app translates them in the estimate's own catalogue, the one catalogue that page loads
 * beside the public one; `englishMessages` (messages.ts) holds them with the others.
 */
export const estimateMessages = {
  signedNameRequired: 'Please type your full name to sign',
  decisionsIncomplete: 'Please approve or decline every line',
} as const;
