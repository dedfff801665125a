import { useLingui } from '@lingui/react/macro';
import type { ServiceIcon } from '@shop/contract';

/** The name of each picture a service can show, in the screen's language. */
export function useIconLabel(): Record<ServiceIcon, string> {
  const { t } = useLingui();
  return {
    transmission: t`Transmission`,
    brakes: t`Brakes`,
    diagnostics: t`Engine diagnostics`,
    oil: t`Oil and maintenance`,
    electrical: t`Electrical`,
    general: t`General repair`,
  };
}
