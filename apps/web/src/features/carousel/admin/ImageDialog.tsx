import { useLingui } from '@lingui/react/macro';
import { DashboardModal } from '../../dashboard-kit/DashboardModal.tsx';
import { ImageForm, type ImageOutput } from './ImageForm.tsx';
import type { AdminImage } from './useCarouselMutations.ts';

/** Add New Image / Edit Image: upload a file or give a URL, with title and alt text. */
export function ImageDialog({
  opened,
  image,
  busy,
  onSave,
  onClose,
}: {
  opened: boolean;
  image: AdminImage | null;
  busy: boolean;
  onSave: (values: ImageOutput) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <DashboardModal opened={opened} onClose={onClose} title={image ? t`Edit Image` : t`Add New Image`} size="lg">
      <ImageForm image={image} busy={busy} onSave={onSave} onCancel={onClose} />
    </DashboardModal>
  );
}
