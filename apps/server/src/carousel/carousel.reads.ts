import type { Language } from '@shop/contract';
import { publicRead } from '../public-reads/public-read.ts';
import { listActiveSlides } from './slides.service.ts';

/** The home page's slides, in a language. */
export const carouselRead = publicRead({
  name: 'carousel',
  changedBy: ['carousel'],
  key: (language: Language) => language,
  load: (em, language) => listActiveSlides(em, language),
});
