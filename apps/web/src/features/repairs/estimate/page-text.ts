import { msg } from '@lingui/core/macro';
import type { PageText } from '../../seo/page-heads.ts';

/**
 * The estimate page's title and description. Here, in the estimate's catalogue (lingui.config.ts),
 * which that page loads anyway: no other page carries them.
 */
export const ESTIMATE_PAGE_TEXT: PageText = {
  title: (shop) => msg`Your estimate | ${shop}`,
  description: msg`Approve or decline the work on your car.`,
};
