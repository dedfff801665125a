import { msg } from '@lingui/core/macro';
import type { PageText } from './page-heads.ts';

/**
 * The titles and descriptions of the pages with a form (and the published reviews, whose words are
 * the forms' too). Here, not in PAGE_TEXTS, so their words are in the forms catalogue
 * (lingui.config.ts lists this file), which these pages load anyway: every other page is spared them.
 */
export const FORM_PAGE_TEXTS = {
  contact: {
    title: (shop) => msg`Contact Us | ${shop}, Las Vegas`,
    description: msg`Call, email or send us a message. We reply within 24 hours. Transmission and auto repair in Las Vegas, NV.`,
  },
  appointments: {
    title: (shop) => msg`Book an Appointment | ${shop}, Las Vegas`,
    description: msg`Request a time for transmission, brake, engine or general auto repair in Las Vegas, NV. We confirm by phone or email.`,
  },
  testimonials: {
    title: (shop) => msg`Customer Reviews | ${shop}`,
    description: msg`What customers say about our Las Vegas transmission and auto repair shop.`,
  },
  manage: {
    title: (shop) => msg`Your appointment | ${shop}`,
    description: msg`See, cancel or move your appointment.`,
  },
  review: {
    title: (shop) => msg`Review your visit | ${shop}`,
    description: msg`Tell us how your visit went.`,
  },
} satisfies Record<string, PageText>;
