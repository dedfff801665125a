import { readStaffAccountListAddress } from '@shop/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type RouterInputs, type RouterOutputs, trpc } from '../../../trpc.ts';
import { useCurrentUser } from '../../auth/session.ts';
import { refusedFields } from '../../dashboard-kit/server-issues.ts';
import { usePagedList } from '../../dashboard-kit/usePagedList.ts';
import { type AccountRefusal, accountRefusal } from './account-refusals.ts';

export type StaffAccount = RouterOutputs['staffAccounts']['list']['items'][number];
type Change = RouterInputs['staffAccounts']['update']['change'];

/** A password the server made up, to show the manager once. */
export interface ShownPassword {
  email: string;
  password: string;
}

/**
 * One page of the accounts the address picks (a search, a role, the page), and what a manager
 * does to them. A refusal is kept (for the screen to say) until the next change; a made-up
 * password is kept until its dialog is closed.
 */
export function useStaffAccounts(address: object) {
  const me = useCurrentUser().user;
  const paging = usePagedList(readStaffAccountListAddress, address);
  // The page shown stays while the next one loads, so paging doesn't flash.
  const accounts = useQuery({
    ...trpc.staffAccounts.list.queryOptions(paging.query),
    placeholderData: keepPreviousData,
  });
  const [refusal, setRefusal] = useState<AccountRefusal | null>(null);
  const [shown, setShown] = useState<ShownPassword | null>(null);
  const refreshes = [trpc.staffAccounts.list.pathKey()];
  const create = useMutation(
    trpc.staffAccounts.create.mutationOptions({
      onSuccess: ({ user, generatedPassword }) => {
        if (generatedPassword) setShown({ email: user.email, password: generatedPassword });
      },
      // Its dialog says why it was refused, beside the field or above the form.
      meta: { refreshes },
    }),
  );
  const update = useMutation(
    trpc.staffAccounts.update.mutationOptions({
      onSuccess: ({ user, generatedPassword }) => {
        if (generatedPassword) setShown({ email: user.email, password: generatedPassword });
      },
      onError: (error) => {
        // A refused password is said beside its field, in the dialog that stays open.
        if (!refusedFields(error).some((issue) => issue.path === 'password')) setRefusal(accountRefusal(error));
      },
      // The screen says why it was refused (its alert, or the password's field).
      meta: { refreshes },
    }),
  );

  return {
    accounts,
    paging,
    me,
    refusal,
    dismissRefusal: () => setRefusal(null),
    shown,
    dismissShown: () => setShown(null),
    create,
    /** `settled` runs either way (closing a dialog), `saved` only on success. */
    change: (
      account: StaffAccount,
      change: Change,
      after: { settled?: () => void; saved?: () => void; failed?: (error: unknown) => void } = {},
    ) => {
      setRefusal(null);
      update.mutate(
        { id: account.id, change },
        { onSettled: after.settled, onSuccess: after.saved, onError: after.failed },
      );
    },
    changing: update.isPending,
  };
}
