import '@mantine/core/styles/Progress.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { FileInput, Progress, Tabs, TextInput } from '@mantine/core';
import { LIMITS } from '@shop/contract';
import { IconLink, IconPhoto, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { useImageUpload } from './useImageUpload.ts';

/** Where the image comes from: an uploaded file (the default for a new image) or an address. */
export function ImageSourceField({
  editing,
  upload,
  urlField,
  error,
}: {
  /** An existing image opens on its address. */
  editing: boolean;
  upload: ReturnType<typeof useImageUpload>;
  urlField: UseFormRegisterReturn<'imageUrl'>;
  error: string | undefined;
}) {
  const { t } = useLingui();
  const [source, setSource] = useState<string | null>(editing ? 'url' : 'upload');
  return (
    <Tabs value={source} onChange={setSource} keepMounted={false}>
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
          description={t`JPEG, PNG, WebP, GIF or AVIF, up to 10 MB`}
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
