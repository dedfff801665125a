import { Trans } from '@lingui/react/macro';
import { Title } from '@mantine/core';

export function CarouselTab() {
  return (
    <Title order={2}>
      <Trans>Carousel</Trans>
    </Title>
  );
}
