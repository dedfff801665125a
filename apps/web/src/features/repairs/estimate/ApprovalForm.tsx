import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  Radio,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import type { ValidationMessageKey } from '@shop/contract';
import { IconSignature } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { validationMessageId } from '../../i18n/validation-ids.ts';
import { LineSummary, Totals } from './EstimatePage.tsx';
import { type CustomerEstimate, fetchEstimate, type LineDecision, sendApproval } from './estimate-answer.ts';

type Choice = 'approve' | 'decline' | '';

/**
 * The customer's answer: approve or decline each line (a declined one may say why), then sign with
 * their typed full name under the consent sentence. A version the shop replaced meanwhile is
 * refused by the server: the page then shows the new one to answer.
 */
export function ApprovalForm({
  token,
  estimate: e,
  onDone,
  onStale,
  onGone,
}: {
  token: string;
  estimate: CustomerEstimate;
  onDone: (receipt: CustomerEstimate) => void;
  onStale: (latest: CustomerEstimate) => void;
  onGone: () => void;
}) {
  const { t, i18n } = useLingui();
  const said = (key: ValidationMessageKey) => i18n._(validationMessageId(key));
  // Without the page's code the form can't send; its button waits for it.
  const hydrated = useMounted();
  const [choices, setChoices] = useState<Record<number, Choice>>({});
  const [reasons, setReasons] = useState<Record<number, string>>({});
  const [signedName, setSignedName] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<{ lines?: string; name?: string; consent?: string }>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const shop = e.shop.name;
  const lines = e.estimate.lines;
  const approvedCount = lines.filter((line) => choices[line.id] === 'approve').length;
  const count = lines.length;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (lines.some((line) => !choices[line.id])) found.lines = said('decisionsIncomplete');
    if (signedName.trim().length < 2) found.name = said('signedNameRequired');
    if (!consent) found.consent = t`Please tick the box to authorise.`;
    setErrors(found);
    setProblem(null);
    if (found.lines || found.name || found.consent) return;
    const decisions: LineDecision[] = lines.map((line) => ({
      lineId: line.id,
      approved: choices[line.id] === 'approve',
      reason: choices[line.id] === 'decline' && reasons[line.id]?.trim() ? (reasons[line.id]?.trim() ?? null) : null,
    }));
    setSending(true);
    const outcome = await sendApproval(token, {
      version: e.estimate.version,
      decisions,
      signedName: signedName.trim(),
      declineReason: null,
    });
    setSending(false);
    if ('done' in outcome) return onDone(outcome.done);
    if ('issues' in outcome) {
      setProblem(outcome.issues.map((key) => said(key as ValidationMessageKey)).join(' '));
      return;
    }
    const { refused } = outcome;
    if (refused === 'outdated' || refused === 'answered' || refused === 'expired') {
      // The estimate as it is now: the newer version to answer, the receipt, or the expired one.
      const latest = await fetchEstimate(token);
      if ('found' in latest) return refused === 'outdated' ? onStale(latest.found) : onDone(latest.found);
      return onGone();
    }
    if (refused === 'link-gone') return onGone();
    setProblem(
      refused === 'rate-limited'
        ? t`Too many attempts from your connection. Please wait a few minutes and try again.`
        : t`Your answer could not be sent. Please check your connection and try again.`,
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby="approval-title">
      <Stack gap="lg">
        <Card withBorder padding="md" component="section" aria-labelledby="approval-title">
          <Title order={2} size="h4" id="approval-title">
            <Trans>What we found and recommend</Trans>
          </Title>
          <Text size="sm" c="gray.8" mt={4}>
            <Trans>Approve or decline each line. We only do the work you approve.</Trans>
          </Text>
          {errors.lines && (
            <Text c="red.8" size="sm" mt="xs" role="alert">
              {errors.lines}
            </Text>
          )}
          <Stack gap="lg" mt="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {lines.map((line) => (
              <li key={line.id} data-line={line.id}>
                <LineSummary line={line} />
                <Radio.Group
                  mt="xs"
                  label={<VisuallyHidden>{t`Your answer: ${line.description}`}</VisuallyHidden>}
                  value={choices[line.id] ?? ''}
                  onChange={(value) => setChoices((now) => ({ ...now, [line.id]: value as Choice }))}
                  name={`line-${line.id}`}
                >
                  <Group gap="lg">
                    <Radio value="approve" label={t`Approve`} />
                    <Radio value="decline" label={t`Decline`} />
                  </Group>
                </Radio.Group>
                {choices[line.id] === 'decline' && (
                  <Textarea
                    mt="xs"
                    label={t`Why? (optional)`}
                    maxLength={500}
                    rows={2}
                    value={reasons[line.id] ?? ''}
                    onChange={(event) => {
                      const text = event.currentTarget.value;
                      setReasons((now) => ({ ...now, [line.id]: text }));
                    }}
                  />
                )}
              </li>
            ))}
          </Stack>
          <Totals estimate={e.estimate} />
        </Card>
        <Card withBorder padding="md" component="section" aria-labelledby="sign-title">
          <Title order={2} size="h4" id="sign-title">
            <Trans>Sign your answer</Trans>
          </Title>
          <Text size="sm" mt={4} aria-live="polite">
            <Trans>
              {approvedCount} of {count} lines approved.
            </Trans>
          </Text>
          <Stack gap="sm" mt="sm">
            <TextInput
              label={t`Your full name`}
              required
              autoComplete="name"
              maxLength={100}
              value={signedName}
              onChange={(event) => setSignedName(event.currentTarget.value)}
              error={errors.name}
            />
            <Checkbox
              checked={consent}
              onChange={(event) => setConsent(event.currentTarget.checked)}
              label={t`I authorise ${shop} to do the work I approved above, at the prices shown, and I understand I can call the shop with any question before the work starts.`}
              error={errors.consent}
            />
            {problem && (
              <Alert color="red" role="alert">
                {problem}
              </Alert>
            )}
            <Button
              type="submit"
              size="md"
              fullWidth
              loading={sending}
              disabled={!hydrated}
              leftSection={<IconSignature size={18} aria-hidden />}
            >
              <Trans>Send my answer</Trans>
            </Button>
          </Stack>
        </Card>
      </Stack>
    </form>
  );
}
