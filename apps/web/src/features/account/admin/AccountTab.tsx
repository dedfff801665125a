import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { trpc } from '../../../trpc.ts';
import { useDashboardFormats } from '../../dashboard-kit/useDashboardFormats.ts';
import { PasskeyAdd } from './PasskeyAdd.tsx';
import { useProof } from './proof.tsx';
import { RecoveryCodesShown } from './RecoveryCodesShown.tsx';
import { TotpSetup } from './TotpSetup.tsx';

/** "Your account": one's sessions, second factors and password, for every staff role. */
export function AccountTab() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const proof = useProof();
  const [codes, setCodes] = useState<string[] | null>(null);
  // After a change of password or factors: offer to sign out the other sessions.
  const [offerEndOthers, setOfferEndOthers] = useState(false);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: trpc.account.security.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.account.sessions.queryKey() });
  };
  const changed = (recoveryCodes: string[] | null) => {
    if (recoveryCodes) setCodes(recoveryCodes);
    setOfferEndOthers(true);
    refresh();
  };
  const endOthers = useMutation(
    trpc.account.endOtherSessions.mutationOptions({
      onSuccess: () => setOfferEndOthers(false),
      meta: {
        refreshes: [trpc.account.sessions.queryKey()],
        done: ({ ended }: { ended: number }) => t`Signed out of ${ended} other sessions`,
        failed: t`The other sessions were not signed out. Please try again.`,
      },
    }),
  );
  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        <Trans>Your account</Trans>
      </Title>
      {codes && <RecoveryCodesShown codes={codes} onDone={() => setCodes(null)} />}
      {offerEndOthers && (
        <Paper withBorder p="md" role="region" aria-label={t`Your sign-in changed`}>
          <Group justify="space-between">
            <Text>
              <Trans>Sign out your other sessions too, in case someone else is using them?</Trans>
            </Text>
            <Group>
              <Button variant="default" onClick={() => setOfferEndOthers(false)}>
                <Trans>Keep them</Trans>
              </Button>
              <Button loading={endOthers.isPending} onClick={() => endOthers.mutate()}>
                <Trans>Sign out other sessions</Trans>
              </Button>
            </Group>
          </Group>
        </Paper>
      )}
      <SessionsSection onEndOthers={() => endOthers.mutate()} endingOthers={endOthers.isPending} />
      <FactorsSection guard={proof.guard} onChanged={changed} />
      <PasswordSection guard={proof.guard} onChanged={() => refresh()} />
      {proof.dialog}
    </Stack>
  );
}

function SessionsSection({ onEndOthers, endingOthers }: { onEndOthers: () => void; endingOthers: boolean }) {
  const { t } = useLingui();
  const formats = useDashboardFormats();
  const sessions = useQuery(trpc.account.sessions.queryOptions());
  const end = useMutation(
    trpc.account.endSession.mutationOptions({
      meta: {
        refreshes: [trpc.account.sessions.queryKey()],
        failed: t`The session was not signed out. Please try again.`,
      },
    }),
  );
  const list = sessions.data ?? [];
  return (
    <Paper withBorder p="md">
      <Stack>
        <Group justify="space-between">
          <Title order={3} size="h4">
            <Trans>Where you are signed in</Trans>
          </Title>
          <Button variant="outline" loading={endingOthers} disabled={list.length < 2} onClick={onEndOthers}>
            <Trans>Sign out all other sessions</Trans>
          </Button>
        </Group>
        <Stack gap="xs" data-list="sessions">
          {list.map((s) => {
            const browser = s.browser ?? t`Unknown browser`;
            const system = s.os ?? t`Unknown system`;
            return (
              <Paper key={s.id} data-row withBorder p="sm">
                <Group justify="space-between" wrap="wrap">
                  <Stack gap={2}>
                    <Text fw={600}>
                      {browser} · {system}
                    </Text>
                    <Text size="sm">
                      <Trans>Address</Trans>: {s.address ?? '—'}
                    </Text>
                    <Text size="sm">
                      <Trans>Signed in</Trans>: {formats.dateTime.format(s.createdAt)} · <Trans>Last used</Trans>:{' '}
                      {formats.dateTime.format(s.lastUsedAt)}
                    </Text>
                  </Stack>
                  {s.current ? (
                    <Badge variant="light" color="green.9">
                      <Trans>This session</Trans>
                    </Badge>
                  ) : (
                    <Button
                      size="xs"
                      variant="outline"
                      color="red.9"
                      aria-label={t`Sign out ${browser} on ${system}`}
                      loading={end.isPending && end.variables?.id === s.id}
                      onClick={() => end.mutate({ id: s.id })}
                    >
                      <Trans>Sign out</Trans>
                    </Button>
                  )}
                </Group>
              </Paper>
            );
          })}
        </Stack>
      </Stack>
    </Paper>
  );
}

function FactorsSection({
  guard,
  onChanged,
}: {
  guard: <T>(call: () => Promise<T>) => Promise<T>;
  onChanged: (recoveryCodes: string[] | null) => void;
}) {
  const { t } = useLingui();
  const security = useQuery(trpc.account.security.queryOptions());
  const [failure, setFailure] = useState<string | null>(null);
  // Each asks for proof when the server wants it (guard), and says its failure above the section.
  const totpRemove = useMutation(trpc.account.totpRemove.mutationOptions());
  const codesRenew = useMutation(trpc.account.recoveryCodesRenew.mutationOptions());
  const passkeyRename = useMutation(
    trpc.account.passkeyRename.mutationOptions({ meta: { refreshes: [trpc.account.security.queryKey()] } }),
  );
  const passkeyRemove = useMutation(trpc.account.passkeyRemove.mutationOptions());
  const act = async (call: () => Promise<{ recoveryCodes?: string[] | null } | unknown>) => {
    setFailure(null);
    try {
      const answer = (await guard(call)) as { recoveryCodes?: string[] | null } | undefined;
      onChanged(answer?.recoveryCodes ?? null);
    } catch (error) {
      const reason = (error as { data?: { reason?: string } })?.data?.reason;
      setFailure(
        reason === 'factor-required'
          ? t`The shop requires two-step sign-in: add another way first.`
          : t`That did not work. Please try again.`,
      );
    }
  };
  const s = security.data;
  if (!s) return null;
  return (
    <Paper withBorder p="md">
      <Stack>
        <Title order={3} size="h4">
          <Trans>Two-step sign-in</Trans>
        </Title>
        {s.secondFactorRequired && (
          <Text c="dimmed">
            <Trans>The shop requires two-step sign-in for your account.</Trans>
          </Text>
        )}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Title order={4} size="h5">
          <Trans>Authenticator app</Trans>
        </Title>
        {s.totp ? (
          <Group>
            <Badge color="green.9" variant="light">
              <Trans>On</Trans>
            </Badge>
            <Button
              size="xs"
              variant="outline"
              color="red.9"
              loading={totpRemove.isPending}
              onClick={() => void act(() => totpRemove.mutateAsync())}
            >
              <Trans>Remove the app</Trans>
            </Button>
          </Group>
        ) : (
          <TotpSetup guard={guard} onDone={onChanged} />
        )}
        <Title order={4} size="h5">
          <Trans>Recovery codes</Trans>
        </Title>
        <Group>
          <Text>
            <Trans>{s.recoveryCodesLeft} unused</Trans>
          </Text>
          {(s.totp || s.passkeys.length > 0) && (
            <Button
              size="xs"
              variant="default"
              loading={codesRenew.isPending}
              onClick={() => void act(() => codesRenew.mutateAsync())}
            >
              <Trans>Make new recovery codes</Trans>
            </Button>
          )}
        </Group>
        <Title order={4} size="h5">
          <Trans>Passkeys</Trans>
        </Title>
        {s.passkeys.length === 0 ? (
          <Text c="dimmed">
            <Trans>No passkeys yet.</Trans>
          </Text>
        ) : (
          <Stack gap="xs" data-list="passkeys">
            {s.passkeys.map((p) => (
              <PasskeyRow
                key={p.id}
                passkey={p}
                onRename={(name) =>
                  guard(() => passkeyRename.mutateAsync({ id: p.id, change: { name } })).then(() => {})
                }
                removing={passkeyRemove.isPending && passkeyRemove.variables?.id === p.id}
                onRemove={() => void act(() => passkeyRemove.mutateAsync({ id: p.id }))}
              />
            ))}
          </Stack>
        )}
        <PasskeyAdd guard={guard} onDone={onChanged} />
      </Stack>
    </Paper>
  );
}

type Passkey = { id: string; name: string; createdAt: Date; lastUsedAt: Date | null };

/** A passkey: its name (renamed in place), when it was last used, and its removal. */
function PasskeyRow({
  passkey: p,
  onRename,
  onRemove,
  removing,
}: {
  passkey: Passkey;
  onRename: (name: string) => Promise<void>;
  onRemove: () => void;
  removing: boolean;
}) {
  const { t } = useLingui();
  const formats = useDashboardFormats();
  const [editing, setEditing] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const save = async () => {
    const name = editing?.trim() ?? '';
    if (!name) return;
    setSaving(true);
    setFailed(false);
    try {
      await onRename(name);
      setEditing(null);
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };
  if (editing !== null) {
    return (
      <Group data-row align="flex-end">
        <TextInput
          label={t`New name of passkey ${p.name}`}
          value={editing}
          maxLength={60}
          required
          error={failed ? t`That did not work. Please try again.` : undefined}
          onChange={(e) => setEditing(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void save();
            if (e.key === 'Escape') setEditing(null);
          }}
          data-autofocus
        />
        <Button size="sm" loading={saving} disabled={!editing.trim()} onClick={() => void save()}>
          <Trans>Save</Trans>
        </Button>
        <Button size="sm" variant="default" onClick={() => setEditing(null)}>
          <Trans>Cancel</Trans>
        </Button>
      </Group>
    );
  }
  return (
    <Group data-row justify="space-between">
      <Text>
        {p.name}{' '}
        <Text span c="dimmed" size="sm">
          {p.lastUsedAt
            ? t`last used ${formats.dateTime.format(p.lastUsedAt)}`
            : t`added ${formats.dateTime.format(p.createdAt)}`}
        </Text>
      </Text>
      <Group gap="xs">
        <Button size="xs" variant="default" aria-label={t`Rename passkey ${p.name}`} onClick={() => setEditing(p.name)}>
          <Trans>Rename</Trans>
        </Button>
        <Button
          size="xs"
          variant="outline"
          color="red.9"
          aria-label={t`Remove passkey ${p.name}`}
          loading={removing}
          onClick={onRemove}
        >
          <Trans>Remove</Trans>
        </Button>
      </Group>
    </Group>
  );
}

function PasswordSection({
  guard,
  onChanged,
}: {
  guard: <T>(call: () => Promise<T>) => Promise<T>;
  onChanged: () => void;
}) {
  const { t } = useLingui();
  const [password, setPassword] = useState('');
  const [endOtherSessions, setEndOtherSessions] = useState(true);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const change = useMutation(trpc.account.changePassword.mutationOptions({ meta: { done: t`Password changed` } }));
  return (
    <Paper withBorder p="md">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (password.length < 8) {
            setFailure(t`Password must be at least 8 characters`);
            return;
          }
          setBusy(true);
          setFailure(null);
          guard(() => change.mutateAsync({ password, endOtherSessions }))
            .then(() => {
              setPassword('');
              onChanged();
            })
            .catch(() => setFailure(t`The password was not changed. Please try again.`))
            .finally(() => setBusy(false));
        }}
      >
        <Stack>
          <Title order={3} size="h4">
            <Trans>Change password</Trans>
          </Title>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <PasswordInput
            label={t`New password`}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            autoComplete="new-password"
            maw={360}
            required
          />
          <Checkbox
            label={t`Sign out my other sessions`}
            checked={endOtherSessions}
            onChange={(e) => setEndOtherSessions(e.currentTarget.checked)}
          />
          <Button type="submit" loading={busy} w="fit-content">
            <Trans>Change password</Trans>
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
