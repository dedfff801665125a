import { shopSettingsSchema } from '@shop/contract';
import type { TRPCRouterRecord } from '@trpc/server';
import { auditByCaller, recordAuditEvent } from '../audit/audit-trail.ts';
import { managerProcedure, publicProcedure } from '../trpc/init.ts';
import { readShopSettings, saveShopSettings } from './shop-settings.service.ts';

export const settingsRouter = {
  public: publicProcedure.query(({ ctx }) => ctx.infra.reads.settings()),
  /** The Settings screen's object, read fresh from the database (never the cached public read). */
  admin: managerProcedure.query(({ ctx }) => readShopSettings(ctx.em)),
  update: managerProcedure.input(shopSettingsSchema()).mutation(async ({ ctx, input }) => {
    const saved = await saveShopSettings(ctx.em, ctx.infra.reads, input);
    await recordAuditEvent(ctx.em, auditByCaller(ctx), {
      action: 'settings-changed',
      target: { kind: 'settings', label: Object.keys(input).join(', ') },
    });
    return saved;
  }),
} satisfies TRPCRouterRecord;
