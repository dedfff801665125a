import { Trans } from '@lingui/react/macro';
import { Anchor, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { mapsHref, type ShopSettings } from './useShopSettings.ts';

/** Directions to the shop in an external maps service, in a new tab (and it says so). */
export function DirectionsLink({ settings }: { settings: ShopSettings }) {
  return (
    <Anchor href={mapsHref(settings)} target="_blank" rel="noopener" size="sm" fw={600}>
      <Trans>Get directions</Trans>
      <IconExternalLink size={14} aria-hidden style={{ marginLeft: 4, verticalAlign: -2 }} />
      <VisuallyHidden>
        <Trans>(opens in a new tab)</Trans>
      </VisuallyHidden>
    </Anchor>
  );
}
