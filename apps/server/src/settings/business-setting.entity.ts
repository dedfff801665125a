import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { serialId, updatedAt } from '../db/columns.ts';

export const BusinessSetting = defineEntity({
  name: 'BusinessSetting',
  tableName: 'business_settings',
  properties: {
    id: serialId(),
    key: p.string().length(50).unique(),
    value: p.text(),
    updatedAt: updatedAt(),
  },
});
export type BusinessSetting = InferEntity<typeof BusinessSetting>;
