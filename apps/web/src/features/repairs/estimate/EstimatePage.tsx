import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { SHOP_TIME_ZONE } from '@shop/contract';
import { useState } from 'react';
import { telHref, useShopSettings } from '../../settings/useShopSettings.ts';
import { ApprovalForm } from './ApprovalForm.tsx';
import classes from './Estimate.module.css';
import { LineSummary, Totals, useMoney } from './EstimateLines.tsx';
import type { CustomerEstimate, EstimateAnswer } from './estimate-answer.ts';
import { useCustomerWords } from './useCustomerWords.ts';

/**
 * `/repairs/{token}` (`/es/repairs/{token}`): the estimate the shop sent, on the customer's phone.
 * The shop, the car, what was found (with photos), every line with how soon the shop advises it,
 * and the totals; the customer approves or declines each line and signs with their typed name.
 * Once answered it is a receipt of what they authorised; an expired one asks them to call.
 */
export function EstimatePage({ token, answer }: { token: string; answer: EstimateAnswer }) {
  const [estimate, setEstimate] = useState(() => ('found' in answer ? answer.found : null));
  const [notice, setNotice] = useState<'updated' | 'authorised' | null>(null);
  return (
    <Container size="sm" py="xl" px="md">
      {estimate ? (
        <Estimate
          token={token}
          estimate={estimate}
          notice={notice}
          onChanged={(next, why) => {
            setEstimate(next);
            setNotice(why);
          }}
          onGone={() => setEstimate(null)}
        />
      ) : (
        <LinkNotValid rateLimited={'refused' in answer && answer.refused === 'rate-limited'} />
      )}
    </Container>
  );
}

function Estimate({
  token,
  estimate: e,
  notice,
  onChanged,
  onGone,
}: {
  token: string;
  estimate: CustomerEstimate;
  notice: 'updated' | 'authorised' | null;
  onChanged: (next: CustomerEstimate, why: 'updated' | 'authorised' | null) => void;
  onGone: () => void;
}) {
  const words = useCustomerWords();
  const shop = e.shop.name;
  // Underlined: a link inside a sentence must not be told apart by its colour alone.
  const phone = (
    <Anchor href={telHref(e.shop.phone)} underline="always">
      {e.shop.phone}
    </Anchor>
  );
  const number = e.number;
  const vehicle = e.vehicle;
  const version = e.estimate.version;
  const answerable = e.estimate.answerable;
  return (
    <Stack gap="lg">
      <div>
        <Text fw={600} c="gray.8">
          {shop}
        </Text>
        <Title order={1} size="h2" id="estimate-title">
          <Trans>Estimate for your {vehicle}</Trans>
        </Title>
        <Group gap="xs" mt={4}>
          <Text size="sm">
            <Trans>
              {number}, version {version}
            </Trans>
          </Text>
          <Badge variant="light" color="blue.9">
            {words.status(e.status)}
          </Badge>
        </Group>
      </div>
      {notice === 'updated' && (
        <div className={classes.notice} data-tone="warn" role="status">
          <strong>
            <Trans>The estimate was updated</Trans>
          </strong>
          <Trans>The shop sent a newer version since you opened this page. Please review it and answer again.</Trans>
        </div>
      )}
      {notice === 'authorised' && (
        <div className={classes.notice} data-tone="good" role="status">
          <strong>
            <Trans>Thank you!</Trans>
          </strong>
          <Trans>Your answer is recorded and we emailed you a copy. We'll be in touch when your car is ready.</Trans>
        </div>
      )}
      {e.estimate.expired && !e.authorisation && (
        <div className={classes.notice} data-tone="warn" role="alert">
          <strong>
            <Trans>This estimate has expired</Trans>
          </strong>
          <Trans>Prices and findings may have changed. Please call us at {phone} and we'll go over it with you.</Trans>
        </div>
      )}
      <Card withBorder padding="md" component="section" aria-labelledby="concern-title">
        <Title order={2} size="h4" id="concern-title">
          <Trans>What you told us</Trans>
        </Title>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{e.concern}</Text>
      </Card>
      {answerable ? (
        <ApprovalForm
          token={token}
          estimate={e}
          onDone={(next) => onChanged(next, 'authorised')}
          onStale={(next) => onChanged(next, 'updated')}
          onGone={onGone}
        />
      ) : (
        <Receipt estimate={e} />
      )}
      <Text size="sm" c="gray.8">
        <Trans>Questions? Call us at {phone}.</Trans>
      </Text>
    </Stack>
  );
}

/** The answer as recorded: each line approved or declined, who signed and when, what was approved. */
function Receipt({ estimate: e }: { estimate: CustomerEstimate }) {
  const { i18n } = useLingui();
  const money = useMoney();
  const record = e.authorisation;
  const when = record
    ? new Intl.DateTimeFormat(i18n.locale === 'es' ? 'es-US' : 'en-US', {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: SHOP_TIME_ZONE,
      }).format(new Date(record.authorisedAt))
    : '';
  const name = record?.signedName ?? '';
  const approvedTotal = record ? money(record.approvedTotal) : '';
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="receipt-title" data-receipt>
      <Title order={2} size="h4" id="receipt-title">
        {record ? <Trans>Your authorisation</Trans> : <Trans>The estimate</Trans>}
      </Title>
      {record && (
        <Text mt="xs" suppressHydrationWarning>
          <Trans>
            Signed by {name} on {when}. Approved work: {approvedTotal}.
          </Trans>
        </Text>
      )}
      <ul className={classes.lines}>
        {e.estimate.lines.map((line) => (
          <li key={line.id} data-line={line.id}>
            <LineSummary line={line} />
            {line.decision && (
              <Badge mt={6} color={line.decision === 'approved' ? '#166534' : 'red.9'}>
                {line.decision === 'approved' ? <Trans>You approved this</Trans> : <Trans>You declined this</Trans>}
              </Badge>
            )}
          </li>
        ))}
      </ul>
      <Totals estimate={e.estimate} />
    </Card>
  );
}

/** A link that opens nothing: the same page whatever the reason (bad, foreign or too old). */
function LinkNotValid({ rateLimited }: { rateLimited: boolean }) {
  const shop = useShopSettings();
  const phone = shop ? (
    <Anchor href={telHref(shop.phone)} underline="always">
      {shop.phone}
    </Anchor>
  ) : null;
  return (
    <Card withBorder padding="xl" component="section" aria-labelledby="estimate-gone-title">
      <Title order={1} size="h2" id="estimate-gone-title">
        {rateLimited ? <Trans>Too many tries</Trans> : <Trans>This link does not work</Trans>}
      </Title>
      <Text mt="md">
        {rateLimited ? (
          <Trans>Please wait a few minutes and open the link again.</Trans>
        ) : (
          <Trans>It may be incomplete or too old. Please use the link in our latest email, or call us.</Trans>
        )}
      </Text>
      {phone && (
        <Text mt="md">
          <Trans>Call us at {phone}.</Trans>
        </Text>
      )}
    </Card>
  );
}
