import { Trans, useLingui } from '@lingui/react/macro';
import { FileInput, Image, Progress, Tabs, TextInput } from '@mantine/core';
import { imageSrcSet, isAllowedImageUrl, LIMITS } from '@shop/contract';
import { IconLink, IconPhoto, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { useImageUpload } from './useImageUpload.ts';

/**
 * Where an image comes from: an uploaded file (the default when there is none yet) or an address,
 * with a preview of the image once its address is one the rules accept (never a half-typed or
 * script one). The carousel's images and the parts' photos both use it.
 */
export function ImageSourceField({
  url,
  upload,
  urlField,
  error,
}: {
  /** The address in the form now; an image that has one opens on it. */
  url: string;
  upload: ReturnType<typeof useImageUpload>;
  urlField: UseFormRegisterReturn<'imageUrl'>;
  error: string | undefined;
}) {
  const { t } = useLingui();
  const [source, setSource] = useState<string | null>(url ? 'url' : 'upload');
  const previewUrl = isAllowedImageUrl(url.trim()) ? url.trim() : undefined;
  return (
    <>
      <ImageSourceTabs source={source} onSource={setSource} upload={upload} urlField={urlField} error={error} />
      {previewUrl && (
        <Image
          src={previewUrl}
          srcSet={imageSrcSet(previewUrl)}
          sizes="(min-width: 768px) 620px, 100vw"
          alt={t`Preview of the image`}
          h={140}
          fit="cover"
          radius="sm"
        />
      )}
    </>
  );
}

function ImageSourceTabs({
  source,
  onSource,
  upload,
  urlField,
  error,
}: {
  source: string | null;
  onSource: (source: string | null) => void;
  upload: ReturnType<typeof useImageUpload>;
  urlField: UseFormRegisterReturn<'imageUrl'>;
  error: string | undefined;
}) {
  const { t } = useLingui();
  const megabytes = LIMITS.uploadMaxMegabytes;
  return (
    <Tabs value={source} onChange={onSource} keepMounted={false}>
      <Tabs.List grow>
        <Tabs.Tab value="upload" leftSection={<IconUpload size={16} aria-hidden />}>
          <Trans>Upload Image</Trans>
        </Tabs.Tab>
        <Tabs.Tab value="url" leftSection={<IconLink size={16} aria-hidden />}>
          <Trans>Use URL</Trans>
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="upload" pt="sm">
        <FileInput
          label={t`Image file`}
          placeholder={t`Choose an image`}
          // Mantine's placeholder grey is too light to read; the theme's dimmed text passes AA.
          styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
          leftSection={<IconPhoto size={16} aria-hidden />}
          description={t`JPEG, PNG, WebP, GIF or AVIF, up to ${megabytes} MB`}
          accept={LIMITS.uploadAcceptedTypes.join(',')}
          clearable={false}
          value={upload.file}
          onChange={(chosen) => void upload.upload(chosen)}
          disabled={upload.progress !== null}
          error={error}
        />
        {upload.progress !== null && (
          <Progress value={upload.progress} mt="xs" aria-label={t`Upload progress`} animated transitionDuration={100} />
        )}
      </Tabs.Panel>
      <Tabs.Panel value="url" pt="sm">
        <TextInput label={t`Image URL`} error={error} {...urlField} />
      </Tabs.Panel>
    </Tabs>
  );
}
