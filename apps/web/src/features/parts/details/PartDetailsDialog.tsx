import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PartImage } from '../catalogue/PartImage.tsx';
import type { PublicPart } from '../catalogue/public-part.ts';

/** More Info: the whole description and details of one part; still no price, only a call. */
export function PartDetailsDialog({
  part,
  opened,
  onClose,
  onClosed,
  condition,
  callButton,
}: {
  part: PublicPart;
  /** The part's condition in words (the page has the labels already; this chunk stays small). */
  condition: string;
  opened: boolean;
  onClose: () => void;
  /** After the closing animation; the page gives focus back to the button that opened the dialog. */
  onClosed: () => void;
  callButton: ReactNode;
}) {
  const { t } = useLingui();
  const facts = [
    { label: t`Category`, value: part.category },
    { label: t`Condition`, value: condition },
    { label: t`Brand`, value: part.brand },
    { label: t`Part number`, value: part.partNumber },
  ];
  return (
    <Modal.Root opened={opened} onClose={onClose} onExitTransitionEnd={onClosed} returnFocus={false} centered size="lg">
      <Modal.Overlay />
      <Modal.Content>
        {/* A div, not Mantine's <header>: the page already has its one banner landmark. */}
        <Modal.Header component="div">
          <Modal.Title fw={700} fz="lg">
            {part.name}
          </Modal.Title>
          <Modal.CloseButton aria-label={t`Close`} />
        </Modal.Header>
        <Modal.Body>
          <Stack>
            <PartImage part={part} height={240} sizes="(min-width: 48em) 620px, 100vw" />
            <Text>{part.description || t`No description yet. Call us for details.`}</Text>
            <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px' }}>
              {facts
                .filter((f) => f.value)
                .map((f) => (
                  <div key={f.label} style={{ display: 'contents' }}>
                    <Text component="dt" size="sm" fw={600}>
                      {f.label}
                    </Text>
                    <Text component="dd" size="sm" m={0}>
                      {f.value}
                    </Text>
                  </div>
                ))}
            </dl>
            <Text fw={600} c="brand.8">
              <Trans>Call for pricing and availability</Trans>
            </Text>
            <Group>{callButton}</Group>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
