import { useLingui } from '@lingui/react/macro';
import { ActionIcon } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';

export type MoveDirection = 'up' | 'down';

/** The up and down buttons that move an item one place in an ordered list (services, carousel images). */
export function MoveButtons({
  name,
  position,
  last,
  disabled = false,
  onMove,
}: {
  /** What the item is called, for the buttons' names. */
  name: string;
  /** 1 for the first item. */
  position: number;
  last: boolean;
  disabled?: boolean;
  onMove: (direction: MoveDirection) => void;
}) {
  const { t } = useLingui();
  return (
    <>
      <ActionIcon
        size="lg"
        variant="default"
        aria-label={t`Move ${name} up`}
        disabled={disabled || position === 1}
        onClick={() => onMove('up')}
      >
        <IconArrowUp size={16} />
      </ActionIcon>
      <ActionIcon
        size="lg"
        variant="default"
        aria-label={t`Move ${name} down`}
        disabled={disabled || last}
        onClick={() => onMove('down')}
      >
        <IconArrowDown size={16} />
      </ActionIcon>
    </>
  );
}
