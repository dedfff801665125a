import { useLingui } from '@lingui/react/macro';
import { AspectRatio, Box, Center } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import { IconMapPin } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { mapEmbedSrc, type ShopSettings } from './useShopSettings.ts';

/** How close to the screen the map's box comes before the map is fetched. */
const FETCH_MARGIN = '300px';

/**
 * The embedded map around the shop. The map is a whole third-party page, so it is fetched only
 * when its box comes near the screen: the browser's own `loading="lazy"` starts it from well
 * over a screen away, on a phone while the page itself is still loading. The box keeps its size
 * meanwhile (no layout shift) and shows a pin until the map covers it, so a slow or blocked map
 * never leaves a blank hole.
 */
export function ShopMap({ settings, ratio }: { settings: ShopSettings | undefined; ratio: number }) {
  const { t } = useLingui();
  const { ref, entry } = useIntersection<HTMLDivElement>({ rootMargin: FETCH_MARGIN });
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (entry?.isIntersecting) setNear(true);
  }, [entry]);
  return (
    <AspectRatio ratio={ratio}>
      <Box ref={ref} pos="relative" bg="gray.1" bd="1px solid gray.3" style={{ borderRadius: 12, overflow: 'hidden' }}>
        <Center pos="absolute" inset={0} aria-hidden>
          <IconMapPin size={48} color="var(--mantine-color-gray-6)" />
        </Center>
        {settings && near && (
          <iframe
            title={t`Map showing the shop's location`}
            src={mapEmbedSrc(settings)}
            style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
          />
        )}
      </Box>
    </AspectRatio>
  );
}
