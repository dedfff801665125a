/** A contact message as a visitor sends it from the form, for the tests that need one to go through. */
export const CONTACT_MESSAGE = {
  name: 'Karen Lee',
  email: 'karen@example.com',
  phone: '(702) 555-0199',
  subject: 'Transmission noise',
  message: 'My car whines when it shifts into third gear.',
} as const;
