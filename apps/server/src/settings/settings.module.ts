import type { DomainModule } from '../domain-module.ts';
import { sharedPageData } from '../http/page-render.ts';
import { BusinessSetting } from './business-setting.entity.ts';
import { settingsRead } from './settings.reads.ts';
import { settingsRouter } from './settings.router.ts';
import { seedSettings } from './settings.service.ts';

/** The shop's facts, hours and special days. */
export const settingsModule = {
  routers: { settings: settingsRouter },
  entities: [BusinessSetting],
  reads: [settingsRead],
  pages: {
    settings: sharedPageData((reads) => reads.get(settingsRead)),
  },
  seed: seedSettings,
} satisfies DomainModule;
