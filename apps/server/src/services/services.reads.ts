import type { Language } from '@shop/contract';
import { publicRead } from '../public-reads/public-read.ts';
import { listOfferedServices } from './offered-services.ts';

/** The services on offer, in their order, in a language. */
export const servicesRead = publicRead({
  name: 'services',
  changedBy: ['services'],
  key: (language: Language) => language,
  load: (em, language) => listOfferedServices(em, language),
});
