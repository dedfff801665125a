import { Box, Center } from '@mantine/core';
import { CATALOGUE_PHOTO_SIZES, imageSrcSet, isAllowedImageUrl } from '@shop/contract';
import { IconPhoto } from '@tabler/icons-react';

/**
 * The part's photo (the shop's own uploads in two widths, for the browser to pick by `sizes`), or
 * a neutral placeholder of the same size (so nothing shifts). An address the rules refuse (one
 * stored before they existed) gets the placeholder too. A plain image: Mantine's Image adds only
 * a fallback this component already draws, in a chunk of its own on the public parts page.
 */
export function PartImage({
  part,
  height,
  width,
  sizes = CATALOGUE_PHOTO_SIZES,
  alt = part.name,
}: {
  part: { name: string; imageUrl?: string | null };
  height: number;
  /** Fixed, for a thumbnail; the card's width otherwise. */
  width?: number;
  sizes?: string;
  /** Empty where the part's name is written right beside it. */
  alt?: string;
}) {
  if (!part.imageUrl || !isAllowedImageUrl(part.imageUrl)) {
    return (
      <Center h={height} w={width} bg="gray.1" aria-hidden style={{ flexShrink: 0 }}>
        <IconPhoto size={Math.min(40, height / 2)} stroke={1.5} color="var(--mantine-color-gray-6)" />
      </Center>
    );
  }
  return (
    <Box
      component="img"
      src={part.imageUrl}
      srcSet={imageSrcSet(part.imageUrl)}
      sizes={sizes}
      alt={alt}
      loading="lazy"
      decoding="async"
      style={{
        display: 'block',
        objectFit: 'cover',
        height,
        width: width ?? '100%',
        flexShrink: width ? 0 : undefined,
      }}
    />
  );
}
