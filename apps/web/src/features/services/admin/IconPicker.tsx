import { useLingui } from '@lingui/react/macro';
import { Group, Radio, SimpleGrid } from '@mantine/core';
import { SERVICE_ICONS, type ServiceIcon } from '@shop/contract';
import { serviceIcon } from '../service-icons.ts';
import { useIconLabel } from './useIconLabel.ts';

/** The fixed set of service pictures, each shown beside its name. */
export function IconPicker({
  value,
  onChange,
  error,
}: {
  value: ServiceIcon;
  onChange: (icon: ServiceIcon) => void;
  error?: string;
}) {
  const { t } = useLingui();
  const label = useIconLabel();
  return (
    <Radio.Group label={t`Icon`} value={value} onChange={(v) => onChange(v as ServiceIcon)} error={error}>
      <SimpleGrid cols={{ base: 2, xs: 3 }} mt="xs">
        {SERVICE_ICONS.map((icon) => {
          const Icon = serviceIcon(icon);
          return (
            <Radio
              key={icon}
              value={icon}
              label={
                <Group gap={6} wrap="nowrap">
                  <Icon size={18} aria-hidden />
                  {label[icon]}
                </Group>
              }
            />
          );
        })}
      </SimpleGrid>
    </Radio.Group>
  );
}
