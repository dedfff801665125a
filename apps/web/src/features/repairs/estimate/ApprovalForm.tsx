import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { estimateMessages, type ValidationMessageKey } from '@shop/contract';
import { IconSignature } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { loadCatalogue } from '../../i18n/i18n.ts';
import { validationMessageId } from '../../i18n/validation-ids.ts';
import classes from './Estimate.module.css';
import { LineSummary, Totals } from './EstimateLines.tsx';
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
      // The page's own catalogue has its answer's messages; the forms' has the general ones
      // ("This is too long") the server may send for input this form doesn't make.
      if (outcome.issues.some((key) => !(key in estimateMessages))) await loadCatalogue('forms');
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
            <div className={classes.error} role="alert">
              {errors.lines}
            </div>
          )}
          <ul className={classes.lines}>
            {lines.map((line) => (
              <li key={line.id} data-line={line.id}>
                <LineSummary line={line} />
                <fieldset className={classes.group}>
                  <legend className={classes.hidden}>{t`Your answer: ${line.description}`}</legend>
                  <div className={classes.choices}>
                    {(['approve', 'decline'] as const).map((choice) => (
                      <label key={choice} className={classes.choice}>
                        <input
                          type="radio"
                          name={`line-${line.id}`}
                          value={choice}
                          checked={choices[line.id] === choice}
                          onChange={() => setChoices((now) => ({ ...now, [line.id]: choice }))}
                        />
                        {choice === 'approve' ? t`Approve` : t`Decline`}
                      </label>
                    ))}
                  </div>
                </fieldset>
                {choices[line.id] === 'decline' && (
                  <label className={classes.label}>
                    {t`Why? (optional)`}
                    <textarea
                      className={classes.field}
                      maxLength={500}
                      value={reasons[line.id] ?? ''}
                      onChange={(event) => {
                        const text = event.currentTarget.value;
                        setReasons((now) => ({ ...now, [line.id]: text }));
                      }}
                    />
                  </label>
                )}
              </li>
            ))}
          </ul>
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
            <div>
              <label className={classes.label} htmlFor="signed-name">
                {t`Your full name`}
              </label>
              <input
                id="signed-name"
                className={classes.field}
                required
                autoComplete="name"
                maxLength={100}
                value={signedName}
                onChange={(event) => setSignedName(event.currentTarget.value)}
                aria-invalid={errors.name ? true : undefined}
                aria-describedby={errors.name ? 'signed-name-error' : undefined}
              />
              {errors.name && (
                <div id="signed-name-error" className={classes.error}>
                  {errors.name}
                </div>
              )}
            </div>
            <div>
              <label className={classes.consent}>
                <input
                  type="checkbox"
                  checked={consent}
                  onChange={(event) => setConsent(event.currentTarget.checked)}
                  aria-invalid={errors.consent ? true : undefined}
                  aria-describedby={errors.consent ? 'consent-error' : undefined}
                />
                {t`I authorise ${shop} to do the work I approved above, at the prices shown, and I understand I can call the shop with any question before the work starts.`}
              </label>
              {errors.consent && (
                <div id="consent-error" className={classes.error}>
                  {errors.consent}
                </div>
              )}
            </div>
            {problem && (
              <div className={classes.error} role="alert">
                {problem}
              </div>
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
