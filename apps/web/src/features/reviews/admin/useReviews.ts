import { useLingui } from '@lingui/react/macro';
import { readReviewListAddress } from '@shop/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { type RouterInputs, type RouterOutputs, trpc } from '../../../trpc.ts';
import { usePagedList } from '../../dashboard-kit/usePagedList.ts';

export type Review = RouterOutputs['reviews']['list']['items'][number];

/** One page of the reviews the address picks (all or one status), and what a manager does to them. */
export function useReviews(address: object) {
  const { t } = useLingui();
  const paging = usePagedList(readReviewListAddress, address);
  // The page shown stays while the next one loads, so paging doesn't flash.
  const reviews = useQuery({ ...trpc.reviews.list.queryOptions(paging.query), placeholderData: keepPreviousData });
  const refreshes = [trpc.reviews.list.pathKey()];
  type Moderation = RouterInputs['reviews']['moderate'];
  const moderate = useMutation(
    trpc.reviews.moderate.mutationOptions({
      meta: {
        refreshes,
        done: (_answer: unknown, { status, reply }: Moderation) =>
          reply !== undefined
            ? reply
              ? t`Reply saved`
              : t`Reply removed`
            : status === 'published'
              ? t`Review published`
              : status === 'hidden'
                ? t`Review hidden`
                : t`Review set back to pending`,
        failed: (_error: unknown, { reply }: Moderation) =>
          reply !== undefined
            ? t`The reply could not be saved. Please try again.`
            : t`The review could not be changed. Please try again.`,
      },
    }),
  );
  const remove = useMutation(
    trpc.reviews.delete.mutationOptions({
      meta: {
        refreshes,
        done: t`Review deleted`,
        failed: t`The review could not be deleted. Please try again.`,
      },
    }),
  );
  return { reviews, paging, moderate, remove };
}
