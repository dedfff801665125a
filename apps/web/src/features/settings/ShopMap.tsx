import { useLingui } from '@lingui/react/macro';
import { AspectRatio, Box, Center } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { mapEmbedSrc, type ShopSettings } from './useShopSettings.ts';

/**
 * The embedded map around the shop. Its box keeps its size while the map loads (no layout shift)
 * and shows a pin until the map covers it, so a slow or blocked map never leaves a blank hole.
 */
export function ShopMap({ settings, ratio }: { settings: ShopSettings | undefined; ratio: number }) {
  const { t } = useLingui();
  return (
    <AspectRatio ratio={ratio}>
      <Box pos="relative" bg="gray.1" bd="1px solid gray.3" style={{ borderRadius: 12, overflow: 'hidden' }}>
        <Center pos="absolute" inset={0} aria-hidden>
          <IconMapPin size={48} color="var(--mantine-color-gray-6)" />
        </Center>
        {settings && (
          <iframe
            title={t`Map showing the shop's location`}
            src={mapEmbedSrc(settings)}
            loading="lazy"
            style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
          />
        )}
      </Box>
    </AspectRatio>
  );
}
