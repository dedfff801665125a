import { useLingui } from '@lingui/react/macro';
import { AspectRatio } from '@mantine/core';
import { mapEmbedSrc, type ShopSettings } from './useShopSettings.ts';

/** The embedded map around the shop; its box keeps its size while the map loads. */
export function ShopMap({ settings, ratio }: { settings: ShopSettings | undefined; ratio: number }) {
  const { t } = useLingui();
  return (
    <AspectRatio ratio={ratio}>
      {settings ? (
        <iframe
          title={t`Map showing the shop's location`}
          src={mapEmbedSrc(settings)}
          loading="lazy"
          style={{ border: 0, borderRadius: 12 }}
        />
      ) : (
        <div />
      )}
    </AspectRatio>
  );
}
