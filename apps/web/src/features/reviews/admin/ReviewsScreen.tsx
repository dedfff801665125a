import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, NativeSelect, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { REVIEW_STATUSES, REVIEWS, type ReviewStatus } from '@shop/contract';
import { useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { ConfirmDialog } from '../../dashboard-kit/ConfirmDialog.tsx';
import { DashboardModal } from '../../dashboard-kit/DashboardModal.tsx';
import { FormActions } from '../../dashboard-kit/FormActions.tsx';
import { StaffList } from '../../dashboard-kit/StaffList.tsx';
import { useDashboardFormats } from '../../dashboard-kit/useDashboardFormats.ts';
import { useDialog } from '../../dashboard-kit/useDialog.ts';
import { Stars } from '../../testimonials/Stars.tsx';
import { type Review, useReviews } from './useReviews.ts';

function useStatusLabel() {
  const { t } = useLingui();
  const labels: Record<ReviewStatus, string> = { pending: t`Pending`, published: t`Published`, hidden: t`Hidden` };
  return (status: ReviewStatus) => labels[status];
}

/** Pending yellow, published green, hidden grey (white text on it stays readable). */
function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  const label = useStatusLabel();
  const color = status === 'published' ? '#166534' : status === 'hidden' ? 'gray.7' : 'yellow.4';
  return (
    <Badge color={color} variant="filled" autoContrast>
      {label(status)}
    </Badge>
  );
}

/**
 * Management -> Reviews: what customers wrote from their review links. Nothing shows on the
 * public reviews page until a manager publishes it; hiding takes it off again, and a reply shows
 * under it there.
 */
export function ReviewsScreen() {
  const { t } = useLingui();
  const statusLabel = useStatusLabel();
  const { reviews, paging, moderate, remove } = useReviews(useSearch({ from: '/_site/dashboard/manage/reviews' }));
  const { status } = paging.filters;
  const replying = useDialog<Review>();
  const deleting = useDialog<Review>();
  const setReviewStatus = (review: Review, next: ReviewStatus) => moderate.mutate({ id: review.id, status: next });

  return (
    <Stack>
      <Title order={2} size="h3">
        <Trans>Reviews</Trans>
      </Title>
      <Text c="dimmed" size="sm">
        <Trans>
          Customers review their visit from the email sent when it is marked completed. Publish a review to show it on
          the reviews page.
        </Trans>
      </Text>
      <NativeSelect
        label={t`Status`}
        value={status ?? ''}
        onChange={(e) => paging.filter({ status: (e.currentTarget.value as ReviewStatus | '') || undefined })}
        data={[
          { value: '', label: t`All reviews` },
          ...REVIEW_STATUSES.map((s) => ({ value: s, label: statusLabel(s) })),
        ]}
        maw={240}
      />
      <StaffList
        query={reviews}
        paging={paging}
        pagerLabel={t`Review pages`}
        loading={<Skeleton height={200} radius="md" role="status" aria-label={t`Loading`} />}
        failed={t`The reviews could not be loaded. Please try again.`}
        empty={<Trans>No reviews yet.</Trans>}
      >
        {(items) => (
          <Stack component="ul" gap="sm" data-list="reviews" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {items.map((review) => (
              <ReviewRow
                key={review.id}
                review={review}
                busy={moderate.isPending && moderate.variables?.id === review.id}
                onStatus={(next) => setReviewStatus(review, next)}
                onReply={() => replying.open(review)}
                onDelete={() => deleting.open(review)}
              />
            ))}
          </Stack>
        )}
      </StaffList>
      <ReplyDialog
        review={replying.subject}
        opened={replying.opened}
        busy={moderate.isPending}
        onClose={replying.close}
        onSave={(reply) => {
          const review = replying.subject;
          if (!review) return;
          moderate.mutate({ id: review.id, status: review.status, reply }, { onSuccess: replying.close });
        }}
      />
      <ConfirmDialog
        opened={deleting.opened}
        title={t`Delete review`}
        message={deleting.subject ? t`The review by ${deleting.subject.customerName} will be deleted for good.` : ''}
        busy={remove.isPending}
        onCancel={deleting.close}
        onConfirm={() => {
          const review = deleting.subject;
          if (review) remove.mutate({ id: review.id }, { onSuccess: deleting.close });
        }}
      />
    </Stack>
  );
}

function ReviewRow({
  review,
  busy,
  onStatus,
  onReply,
  onDelete,
}: {
  review: Review;
  busy: boolean;
  onStatus: (status: ReviewStatus) => void;
  onReply: () => void;
  onDelete: () => void;
}) {
  const { t } = useLingui();
  const { date } = useDashboardFormats();
  return (
    <Card withBorder padding="md" component="li" data-row="" aria-label={t`Review by ${review.customerName}`}>
      <Group justify="space-between" wrap="wrap">
        <Group gap="sm">
          <Stars rating={review.rating} />
          <Text fw={700}>{review.customerName}</Text>
          <Text size="sm" c="dimmed">
            {date.format(new Date(review.createdAt))}
          </Text>
        </Group>
        <ReviewStatusBadge status={review.status} />
      </Group>
      <Text mt="xs" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} lang={review.language}>
        {review.text}
      </Text>
      {review.reply && (
        <Text mt="xs" size="sm" c="dimmed" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          <Trans>Your reply: {review.reply}</Trans>
        </Text>
      )}
      <Group mt="sm" gap="xs">
        {review.status !== 'published' && (
          <Button size="xs" color="#166534" loading={busy} onClick={() => onStatus('published')}>
            <Trans>Publish</Trans>
          </Button>
        )}
        {review.status === 'published' && (
          <Button size="xs" variant="default" loading={busy} onClick={() => onStatus('hidden')}>
            <Trans>Hide</Trans>
          </Button>
        )}
        <Button size="xs" variant="default" onClick={onReply}>
          {review.reply ? <Trans>Edit reply</Trans> : <Trans>Reply</Trans>}
        </Button>
        <Button size="xs" variant="default" color="red" onClick={onDelete}>
          <Trans>Delete</Trans>
        </Button>
      </Group>
    </Card>
  );
}

function ReplyDialog({
  review,
  opened,
  busy,
  onClose,
  onSave,
}: {
  review: Review | null;
  opened: boolean;
  busy: boolean;
  onClose: () => void;
  onSave: (reply: string) => void;
}) {
  const { t } = useLingui();
  return (
    <DashboardModal opened={opened} onClose={onClose} title={t`Public reply`}>
      {review && (
        <ReplyForm key={review.id} initial={review.reply ?? ''} busy={busy} onSave={onSave} onCancel={onClose} />
      )}
    </DashboardModal>
  );
}

function ReplyForm({
  initial,
  busy,
  onSave,
  onCancel,
}: {
  initial: string;
  busy: boolean;
  onSave: (reply: string) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const [reply, setReply] = useState(initial);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSave(reply.trim());
      }}
    >
      <Stack gap="sm">
        <Textarea
          label={t`Reply shown under the review`}
          description={t`Leave empty to remove the reply.`}
          autosize
          minRows={3}
          maxLength={REVIEWS.textMax}
          value={reply}
          onChange={(e) => setReply(e.currentTarget.value)}
          data-autofocus
        />
        <FormActions submit={<Trans>Save reply</Trans>} busy={busy} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
