import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Container, Stack, Text, Title } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { REVIEWS, type RefusalBody, SHOP_TIME_ZONE, type ValidationMessageKey } from '@shop/contract';
import { IconBrandGoogle, IconSend } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import type { PageData } from '../../public-data.ts';
import { validationMessageId } from '../i18n/validation-ids.ts';
import classes from './ReviewForm.module.css';

/** What a review link is for, as its page gets it (`GET /api/reviews/{token}`'s JSON). */
export type ReviewRequestView = Extract<PageData['review'], { found: unknown }>['found'];

/** The review request email's link opens here (see OPT_OUT_ANCHOR on the server). */
const OPT_OUT_ID = 'no-more-requests';

type Outcome = 'form' | 'thanks' | 'reviewed-already' | 'link-gone';

/**
 * /reviews/$token: stars and a few words about one visit, stored for a manager to publish. The
 * shop's Google page is offered to everyone who opens the link, whatever they give (no gating).
 */
export function ReviewPage({ token, request }: { token: string; request: ReviewRequestView | null }) {
  const [outcome, setOutcome] = useState<Outcome>(request?.reviewed ? 'reviewed-already' : 'form');
  if (!request || outcome === 'link-gone') return <LinkNotValid />;
  return (
    <Container size="sm" py={48}>
      {outcome === 'form' ? (
        <ReviewForm token={token} request={request} onDone={setOutcome} />
      ) : (
        <Card withBorder padding="xl" role="status">
          <Title order={1} size="h2">
            {outcome === 'thanks' ? <Trans>Thank you for your review!</Trans> : <Trans>We have your review</Trans>}
          </Title>
          <Text mt="sm">
            <Trans>It will appear on our reviews page once we have read it.</Trans>
          </Text>
        </Card>
      )}
      {request.googleReviewUrl && <GoogleInvitation href={request.googleReviewUrl} />}
      <StopRequests token={token} />
    </Container>
  );
}

function ReviewForm({
  token,
  request,
  onDone,
}: {
  token: string;
  request: ReviewRequestView;
  onDone: (outcome: Outcome) => void;
}) {
  const { t, i18n } = useLingui();
  // The contract's messages by key, in the page's language (the public catalogue holds them).
  const said = (key: ValidationMessageKey) => i18n._(validationMessageId(key));
  // Without the page's code the form can't send; its button waits for it.
  const hydrated = useMounted();
  const [rating, setRating] = useState('');
  const [text, setText] = useState('');
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<{ rating?: string; text?: string }>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const visit = new Intl.DateTimeFormat(i18n.locale === 'es' ? 'es-US' : 'en-US', {
    dateStyle: 'long',
    timeZone: SHOP_TIME_ZONE,
  }).format(new Date(request.visitDate));
  const service = request.serviceName;
  const ratingLabels = [
    t`1 star: poor`,
    t`2 stars: fair`,
    t`3 stars: good`,
    t`4 stars: very good`,
    t`5 stars: excellent`,
  ];

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!rating) found.rating = said('ratingRequired');
    if (!text.trim()) found.text = said('reviewTextRequired');
    else if (text.trim().length > REVIEWS.textMax) found.text = said('tooLong');
    setErrors(found);
    setProblem(null);
    if (found.rating || found.text) return;
    setSending(true);
    try {
      const res = await fetch(`/api/reviews/${encodeURIComponent(token)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ rating: Number(rating), text, website }),
      });
      if (res.ok) return onDone('thanks');
      const body = (await res.json().catch(() => null)) as RefusalBody | null;
      if (body?.reason === 'already-reviewed') return onDone('reviewed-already');
      if (body?.reason === 'not-found') return onDone('link-gone');
      if (body?.issues?.length) {
        setErrors(Object.fromEntries(body.issues.map((issue) => [issue.path, said(issue.key)])));
        return;
      }
      setProblem(
        body?.reason === 'rate-limited'
          ? t`Too many attempts from your connection. Please wait a few minutes and try again.`
          : t`Your review could not be sent. Please try again.`,
      );
    } catch {
      setProblem(t`Your review could not be sent. Please check your connection and try again.`);
    } finally {
      setSending(false);
    }
  };

  return (
    <form noValidate onSubmit={send} aria-labelledby="review-title">
      <Stack>
        <Title order={1} size="h2" id="review-title">
          <Trans>How did it go, {request.firstName}?</Trans>
        </Title>
        <Text>
          {service ? (
            <Trans>
              Your visit on {visit}: {service}.
            </Trans>
          ) : (
            <Trans>Your visit on {visit}.</Trans>
          )}{' '}
          <Trans>Your review will be shown as {request.shownName}.</Trans>
        </Text>
        {problem && (
          <Text c="red.8" role="alert">
            {problem}
          </Text>
        )}
        <fieldset className={classes.group} aria-describedby={errors.rating ? 'rating-error' : undefined}>
          <legend className={classes.legend}>{t`Your rating`}</legend>
          {ratingLabels.map((label, i) => (
            <label key={label} className={classes.choice}>
              <input
                type="radio"
                name="rating"
                required
                value={String(i + 1)}
                checked={rating === String(i + 1)}
                onChange={(e) => setRating(e.currentTarget.value)}
              />
              {label}
            </label>
          ))}
          {errors.rating && (
            <div id="rating-error" className={classes.error}>
              {errors.rating}
            </div>
          )}
        </fieldset>
        <div>
          <label htmlFor="review-text" className={classes.label}>
            {t`Your review`}
          </label>
          <span id="review-text-hint" className={classes.hint}>
            {t`Up to ${REVIEWS.textMax} characters: what we did, how it went.`}
          </span>
          <textarea
            id="review-text"
            name="text"
            className={classes.text}
            required
            maxLength={REVIEWS.textMax}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            aria-invalid={errors.text ? true : undefined}
            aria-describedby={errors.text ? 'review-text-hint review-text-error' : 'review-text-hint'}
          />
          {errors.text && (
            <div id="review-text-error" className={classes.error}>
              {errors.text}
            </div>
          )}
        </div>
        {/* Honeypot: people never see or reach it; bots that fill it in are ignored by the server. */}
        <div aria-hidden="true" className={classes.honeypot}>
          <label>
            Website
            <input
              type="text"
              tabIndex={-1}
              autoComplete="off"
              name="website"
              value={website}
              onChange={(e) => setWebsite(e.currentTarget.value)}
            />
          </label>
        </div>
        <Button
          type="submit"
          disabled={!hydrated}
          loading={sending}
          leftSection={<IconSend size={18} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
        >
          <Trans>Send review</Trans>
        </Button>
      </Stack>
    </form>
  );
}

function GoogleInvitation({ href }: { href: string }) {
  return (
    <Card withBorder padding="lg" mt="lg" component="section" aria-labelledby="google-review">
      <Title order={2} size="h4" id="google-review">
        <Trans>Review us on Google too</Trans>
      </Title>
      <Text mt="xs" size="sm">
        <Trans>Whatever you thought of your visit, you are welcome to share it on Google as well.</Trans>
      </Text>
      <Button
        component="a"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        mt="sm"
        variant="default"
        leftSection={<IconBrandGoogle size={18} aria-hidden />}
      >
        <Trans>Open our Google reviews</Trans>
      </Button>
    </Card>
  );
}

function StopRequests({ token }: { token: string }) {
  const { t } = useLingui();
  const hydrated = useMounted();
  const [state, setState] = useState<'idle' | 'sending' | 'done' | 'failed'>('idle');
  const stop = async () => {
    setState('sending');
    try {
      const res = await fetch(`/api/reviews/${encodeURIComponent(token)}/opt-out`, {
        method: 'POST',
        headers: { accept: 'application/json' },
      });
      setState(res.ok ? 'done' : 'failed');
    } catch {
      setState('failed');
    }
  };
  return (
    <Card withBorder padding="lg" mt="lg" component="section" id={OPT_OUT_ID} aria-labelledby="stop-requests">
      <Title order={2} size="h4" id="stop-requests">
        <Trans>No more review requests</Trans>
      </Title>
      {state === 'done' ? (
        <Text mt="xs" size="sm" role="status">
          <Trans>Done: we won't ask you for reviews again.</Trans>
        </Text>
      ) : (
        <>
          <Text mt="xs" size="sm">
            <Trans>Rather not get emails like the one that brought you here? We'll stop sending them.</Trans>
          </Text>
          {state === 'failed' && (
            <Text mt="xs" size="sm" c="red.8" role="alert">
              {t`That did not work. Please try again.`}
            </Text>
          )}
          <Button mt="sm" variant="default" disabled={!hydrated} loading={state === 'sending'} onClick={stop}>
            <Trans>Stop asking me for reviews</Trans>
          </Button>
        </>
      )}
    </Card>
  );
}

/** Any link that doesn't work: the same words whether it was mistyped, expired or never sent. */
function LinkNotValid() {
  return (
    <Container size="sm" py={64} ta="center">
      <Title order={1}>
        <Trans>This review link doesn't work</Trans>
      </Title>
      <Text mt="md">
        <Trans>
          The link may be incomplete, or more than {REVIEWS.linkDays} days old. If you would like to tell us about your
          visit, please send us a message.
        </Trans>
      </Text>
      <Button component={Link} to="/contact" mt="lg">
        <Trans>Contact Us</Trans>
      </Button>
    </Container>
  );
}
