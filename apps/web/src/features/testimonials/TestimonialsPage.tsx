import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { SHOP_TIME_ZONE } from '@shop/contract';
import { IconStar } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { PageData } from '../../public-data.ts';
import { Stars } from './Stars.tsx';

type Reviews = PageData['testimonials'];

/**
 * /testimonials: the published reviews, newest first, a page at a time with plain links (they
 * work before or without the page's code); "Coming Soon" while none is published.
 */
export function TestimonialsPage({ reviews }: { reviews: Reviews | 'failed' }) {
  if (reviews === 'failed' || reviews.total === 0) return <ComingSoon />;
  return (
    <Container size="md" py={48}>
      <Title order={1} ta="center">
        <Trans>Customer Reviews</Trans>
      </Title>
      <Text ta="center" mt="sm" c="dimmed">
        <Trans>What our customers say about their visit.</Trans>
      </Text>
      <Stack mt="xl" gap="md" component="ul" style={{ listStyle: 'none', padding: 0 }} data-list="testimonials">
        {reviews.items.map((review) => (
          <ReviewCard key={review.id} review={review} />
        ))}
      </Stack>
      {reviews.items.length === 0 && (
        <Text ta="center" mt="xl">
          <Trans>There are no reviews on this page.</Trans>
        </Text>
      )}
      <ReviewPager page={reviews.page} pageCount={reviews.pageCount} />
    </Container>
  );
}

function ReviewCard({ review }: { review: Reviews['items'][number] }) {
  const { t, i18n } = useLingui();
  const date = new Intl.DateTimeFormat(i18n.locale === 'es' ? 'es-US' : 'en-US', {
    dateStyle: 'long',
    timeZone: SHOP_TIME_ZONE,
  }).format(new Date(review.createdAt));
  return (
    <Card withBorder padding="lg" component="li" data-row="">
      <article aria-label={t`Review by ${review.customerName}`}>
        <Group justify="space-between" wrap="wrap">
          <Stars rating={review.rating} />
          <Text size="sm" c="dimmed" component="time" dateTime={review.createdAt}>
            {date}
          </Text>
        </Group>
        {/* The customer's words as text, never as markup: React escapes them. */}
        <Text mt="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} lang={review.language}>
          {review.text}
        </Text>
        <Text mt="xs" fw={700}>
          {review.customerName}
        </Text>
        {review.reply && (
          <Card bg="gray.0" mt="md" padding="sm" radius="sm">
            <Text size="sm" fw={700}>
              <Trans>Reply from the shop</Trans>
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {review.reply}
            </Text>
          </Card>
        )}
      </article>
    </Card>
  );
}

/**
 * Newer (previous) and older (next) reviews: links to `?page=`, so every page has its own address;
 * the catalogue's pager words, so the public catalogue carries no words of its own for it.
 */
function ReviewPager({ page, pageCount }: { page: number; pageCount: number }) {
  const { t } = useLingui();
  if (pageCount <= 1) return null;
  return (
    <Group component="nav" aria-label={t`Pages`} justify="space-between" mt="xl">
      {page > 1 ? (
        <Button
          renderRoot={(props) => (
            <Link {...props} to="/testimonials" search={page > 2 ? { page: page - 1 } : {}} rel="prev" />
          )}
          variant="default"
        >
          <Trans>Previous</Trans>
        </Button>
      ) : (
        <span />
      )}
      <Text size="sm">
        <Trans>
          Page {page} of {pageCount}
        </Trans>
      </Text>
      {page < pageCount ? (
        <Button
          renderRoot={(props) => <Link {...props} to="/testimonials" search={{ page: page + 1 }} rel="next" />}
          variant="default"
        >
          <Trans>Next</Trans>
        </Button>
      ) : (
        <span />
      )}
    </Group>
  );
}

function ComingSoon() {
  return (
    <Container size="sm" py={64} ta="center">
      <ThemeIcon size={64} radius="xl" variant="light" color="brand" aria-hidden mx="auto">
        <IconStar size={36} />
      </ThemeIcon>
      <Title order={1} mt="md">
        <Trans>Customer Reviews</Trans>
      </Title>
      <Text fz="xl" fw={700} c="brand.8" mt="sm">
        <Trans>Coming Soon</Trans>
      </Text>
      <Text mt="md">
        <Trans>We are gathering stories from our customers. In the meantime, we would love to hear from you.</Trans>
      </Text>
      <Button component={Link} to="/contact" mt="lg">
        <Trans>Contact Us</Trans>
      </Button>
    </Container>
  );
}
