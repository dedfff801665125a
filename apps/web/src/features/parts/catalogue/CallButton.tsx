import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { telHref, useShopSettings } from '../../settings/useShopSettings.ts';

/** Call the shop about one part: the catalogue shows no prices, a call answers them. */
export function CallButton({ partName }: { partName: string }) {
  const { t } = useLingui();
  const settings = useShopSettings();
  if (!settings) return null;
  return (
    <Button
      component="a"
      href={telHref(settings.phone)}
      leftSection={<IconPhone size={16} aria-hidden />}
      size="sm"
      aria-label={t`Call about ${partName}`}
    >
      <Trans>Call</Trans>
    </Button>
  );
}
