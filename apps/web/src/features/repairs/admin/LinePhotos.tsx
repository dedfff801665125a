import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, FileButton, Group, Image, Progress } from '@mantine/core';
import { REPAIRS } from '@shop/contract';
import { IconCamera, IconX } from '@tabler/icons-react';
import { useImageUpload } from '../../media/admin/useImageUpload.ts';

/** A line's photos as small pictures, each opening whole in a new tab. */
export function PhotoStrip({
  photos,
  label,
  onRemove,
}: {
  photos: string[];
  label: string;
  onRemove?: (url: string) => void;
}) {
  const { t } = useLingui();
  if (photos.length === 0) return null;
  return (
    <Group gap="xs" mt={6}>
      {photos.map((url, i) => (
        <Group key={url} gap={2} wrap="nowrap" align="flex-start">
          <a href={url} target="_blank" rel="noreferrer">
            <Image
              src={url.replace(/\.webp$/, '-800.webp')}
              alt={t`Photo ${i + 1}: ${label}`}
              w={72}
              h={54}
              fit="cover"
              radius="sm"
            />
          </a>
          {onRemove && (
            <ActionIcon
              size="sm"
              variant="subtle"
              color="red.9"
              aria-label={t`Remove photo ${i + 1}`}
              onClick={() => onRemove(url)}
            >
              <IconX size={14} aria-hidden />
            </ActionIcon>
          )}
        </Group>
      ))}
    </Group>
  );
}

/**
 * "Add photo": a picture from the phone's camera (or a file on a computer) through the shop's
 * upload road (checked, re-encoded, stored), its address handed to `onAdded`.
 */
export function AddPhotoButton({
  count,
  onAdded,
  label,
}: {
  /** Photos the line has: at most REPAIRS.photosPerLineMax. */
  count: number;
  onAdded: (url: string) => void;
  /** What the photo is of, for screen readers: the line's description. */
  label?: string;
}) {
  const { t } = useLingui();
  const upload = useImageUpload('repairOrders', onAdded);
  const full = count >= REPAIRS.photosPerLineMax;
  return (
    <div>
      <FileButton onChange={(file) => void upload.upload(file)} accept="image/*" capture="environment" disabled={full}>
        {(props) => (
          <Button
            {...props}
            size="compact-sm"
            variant="light"
            leftSection={<IconCamera size={16} aria-hidden />}
            loading={upload.progress !== null}
            disabled={full}
            aria-label={label ? t`Add photo: ${label}` : undefined}
          >
            <Trans>Add photo</Trans>
          </Button>
        )}
      </FileButton>
      {upload.progress !== null && (
        <Progress value={upload.progress} size="sm" mt={4} aria-label={t`Upload progress`} />
      )}
    </div>
  );
}
