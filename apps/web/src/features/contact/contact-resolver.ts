import { zodResolver } from '@hookform/resolvers/zod';
import { contactSchema, type ValidationMessages } from '@shop/contract';

/**
 * The contact form's rules (SPEC section 5) in the visitor's language. Loaded on demand: zod is
 * the largest library of the contact page and only needed once the visitor starts on the form.
 */
export const contactResolver = (messages: ValidationMessages) => zodResolver(contactSchema(messages));
