import { msg } from '@lingui/core/macro';
import type { PageText } from '../seo/page-heads.ts';

/**
 * The private links' pages' titles and descriptions. Here, not in PAGE_TEXTS, so their words are in
 * the forms catalogue (lingui.config.ts), which these pages load anyway, and every other public page
 * is spared them.
 */
export const PRIVATE_PAGE_TEXTS = {
  manage: {
    title: (shop) => msg`Your appointment | ${shop}`,
    description: msg`See, cancel or move your appointment.`,
  },
  review: {
    title: (shop) => msg`Review your visit | ${shop}`,
    description: msg`Tell us how your visit went.`,
  },
  repairEstimate: {
    title: (shop) => msg`Your estimate | ${shop}`,
    description: msg`Approve or decline the work on your car.`,
  },
} satisfies Record<string, PageText>;
