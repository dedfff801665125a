import type { ReviewStatus } from '@shop/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type RouterOutputs, trpc } from '../../../trpc.ts';
import { usePagedList } from '../../dashboard-kit/usePagedList.ts';

export type Review = RouterOutputs['reviews']['list']['items'][number];

/** One page of the reviews (all or one status), and what a manager does to them. */
export function useReviews(status: ReviewStatus | '') {
  const queryClient = useQueryClient();
  const paging = usePagedList(status ? { status } : {});
  // The page shown stays while the next one loads, so paging doesn't flash.
  const reviews = useQuery({ ...trpc.reviews.list.queryOptions(paging.query), placeholderData: keepPreviousData });
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.reviews.list.pathKey() });
  const moderate = useMutation({ ...trpc.reviews.moderate.mutationOptions(), onSettled: refresh });
  const remove = useMutation({
    ...trpc.reviews.delete.mutationOptions(),
    onSettled: () => {
      paging.restart();
      return refresh();
    },
  });
  return { reviews, paging, moderate, remove };
}
