import {
  IconBolt,
  IconDisc,
  IconDroplet,
  IconEngine,
  IconManualGearbox,
  type IconProps,
  IconTool,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

const ICONS: Record<string, ComponentType<IconProps>> = {
  transmission: IconManualGearbox,
  brakes: IconDisc,
  diagnostics: IconEngine,
  oil: IconDroplet,
  electrical: IconBolt,
  general: IconTool,
};

/** The picture of a service's `icon` name; a service without one (or with a new name) gets the wrench. */
export function serviceIcon(name: string | null): ComponentType<IconProps> {
  return (name && ICONS[name]) || IconTool;
}
