import { Center, Image } from '@mantine/core';
import { isAllowedImageUrl } from '@shop/contract';
import { IconPhoto } from '@tabler/icons-react';
import type { PublicPart } from './part-search.ts';

/**
 * The part's photo, or a neutral placeholder of the same size (so nothing shifts). An address the
 * rules refuse (one stored before they existed) gets the placeholder too.
 */
export function PartImage({ part, height }: { part: PublicPart; height: number }) {
  if (!part.imageUrl || !isAllowedImageUrl(part.imageUrl)) {
    return (
      <Center h={height} bg="gray.1" aria-hidden>
        <IconPhoto size={40} stroke={1.5} color="var(--mantine-color-gray-6)" />
      </Center>
    );
  }
  return <Image src={part.imageUrl} alt={part.name} h={height} fit="cover" loading="lazy" decoding="async" />;
}
