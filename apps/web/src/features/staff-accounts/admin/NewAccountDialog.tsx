import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox, NativeSelect, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type NewStaffAccountInput, newStaffAccountSchema, PASSWORD_RULES, ROLES } from '@shop/contract';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { RouterOutputs } from '../../../trpc.ts';
import { applyFieldIssues } from '../../dashboard-kit/apply-field-issues.ts';
import { DashboardModal } from '../../dashboard-kit/DashboardModal.tsx';
import { FormActions } from '../../dashboard-kit/FormActions.tsx';
import { useRoleLabel } from '../../dashboard-kit/useRoleLabel.ts';
import { useValidationMessages } from '../../forms/useValidationMessages.ts';
import { accountRefusal, useRefusalText } from './account-refusals.ts';
import { PasswordMeter } from './PasswordMeter.tsx';

type NewAccount = z.output<ReturnType<typeof newStaffAccountSchema>>;
type Created = RouterOutputs['staffAccounts']['create'];

const blankToUndefined = (v: string) => (v === '' ? undefined : v);

/** Add account: email, names, role, and a first password typed here or made up by the server. */
export function NewAccountDialog({
  opened,
  create,
  onClose,
  onCreated,
}: {
  opened: boolean;
  create: UseMutationResult<Created, unknown, NewAccount, unknown>;
  onClose: () => void;
  /** `generated`: the server made the password up (the screen shows it once). */
  onCreated: (generated: boolean) => void;
}) {
  const { t } = useLingui();
  return (
    <DashboardModal opened={opened} onClose={onClose} title={t`Add account`} size="lg">
      <NewAccountForm create={create} onCancel={onClose} onCreated={onCreated} />
    </DashboardModal>
  );
}

function NewAccountForm({
  create,
  onCancel,
  onCreated,
}: {
  create: UseMutationResult<Created, unknown, NewAccount, unknown>;
  onCancel: () => void;
  onCreated: (generated: boolean) => void;
}) {
  const { t } = useLingui();
  const messages = useValidationMessages();
  const roleLabel = useRoleLabel();
  const passwordMin = PASSWORD_RULES.min;
  const recommended = PASSWORD_RULES.recommended;
  const refusalText = useRefusalText();
  const [typePassword, setTypePassword] = useState(false);
  const form = useForm<NewStaffAccountInput, unknown, NewAccount>({
    resolver: zodResolver(newStaffAccountSchema(messages)),
    defaultValues: { email: '', firstName: '', lastName: '', role: 'supervisor', password: undefined },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => {
    if (typePassword && !values.password) {
      form.setError('password', { message: messages.passwordRequired }, { shouldFocus: true });
      return;
    }
    create.mutate(typePassword ? values : { ...values, password: undefined }, {
      onSuccess: ({ generatedPassword }) => onCreated(generatedPassword !== null),
      onError: (error) => {
        if (!applyFieldIssues(form, error, messages)) {
          const refusal = accountRefusal(error);
          form.setError(refusal === 'email-taken' ? 'email' : 'root', { message: refusalText(refusal) });
        }
      },
    });
  });
  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        <TextInput
          label={t`Email`}
          type="email"
          required
          autoComplete="off"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t`First name`}
            autoComplete="off"
            error={errors.firstName?.message}
            {...form.register('firstName')}
          />
          <TextInput
            label={t`Last name`}
            autoComplete="off"
            error={errors.lastName?.message}
            {...form.register('lastName')}
          />
        </SimpleGrid>
        <NativeSelect
          label={t`Role`}
          data={ROLES.map((role) => ({ value: role, label: roleLabel(role) }))}
          error={errors.role?.message}
          {...form.register('role')}
        />
        <Checkbox
          label={t`Type the first password myself`}
          description={t`Otherwise a password is made up and shown to you once.`}
          checked={typePassword}
          onChange={(e) => setTypePassword(e.currentTarget.checked)}
        />
        {typePassword && (
          <PasswordInput
            label={t`First password`}
            description={t`At least ${passwordMin} characters, ${recommended} or more recommended. Give it to the new colleague in person.`}
            required
            autoComplete="new-password"
            error={errors.password?.message}
            {...form.register('password', { setValueAs: blankToUndefined })}
          />
        )}
        {typePassword && (
          <PasswordMeter
            password={form.watch('password') ?? ''}
            ownWords={[form.watch('email'), form.watch('firstName') ?? '', form.watch('lastName') ?? '']}
          />
        )}
        {errors.root?.message && (
          <div role="alert" style={{ color: 'var(--mantine-color-red-8)' }}>
            {errors.root.message}
          </div>
        )}
        <FormActions submit={<Trans>Create account</Trans>} busy={create.isPending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
