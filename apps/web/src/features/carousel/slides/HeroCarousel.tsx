import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Group, Skeleton, Text, Title } from '@mantine/core';
import { CAROUSEL_AUTO_ADVANCE_MS } from '@shop/contract';
import { IconChevronLeft, IconChevronRight, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import classes from './HeroCarousel.module.css';
import { SlideImage } from './SlideImage.tsx';
import type { Slide } from './slide-image.ts';

export type { Slide } from './slide-image.ts';

/**
 * The home page carousel: active images in order, advancing every five seconds and wrapping
 * around; previous/next, dots (for more than one image) and an "n / total" counter. It pauses on
 * hover, on keyboard focus, and with its pause button; while paused, changes are announced.
 */
export function HeroCarousel({ slides, loading }: { slides: Slide[] | undefined; loading: boolean }) {
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = slides?.length ?? 0;
  const current = count ? index % count : 0;
  const autoPlaying = count > 1 && !paused && !hovered && !focused;

  useEffect(() => {
    if (!autoPlaying) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), CAROUSEL_AUTO_ADVANCE_MS);
    return () => clearInterval(timer);
  }, [autoPlaying, count]);

  if (loading) return <Skeleton className={classes.frame} role="status" aria-label={t`Loading images`} />;
  if (!slides || count === 0) {
    return (
      <div className={classes.welcome}>
        <Title order={2} c="white">
          <Trans>Welcome to professional auto repair</Trans>
        </Title>
        <Text mt="sm">
          <Trans>Honest diagnostics and quality repairs for every make and model.</Trans>
        </Text>
      </div>
    );
  }

  const go = (to: number) => setIndex((to + count) % count);
  return (
    <section
      className={classes.frame}
      aria-roledescription="carousel"
      aria-label={t`Featured images`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div aria-live={autoPlaying ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the ARIA carousel pattern asks for role=group slides.
          <div
            key={slide.id}
            className={classes.slide}
            data-active={i === current || undefined}
            role="group"
            aria-roledescription="slide"
            aria-label={t`${i + 1} of ${count}`}
            aria-hidden={i !== current}
          >
            <SlideImage slide={slide} first={i === 0} />
            <div className={classes.caption}>
              <Text fw={700} fz="lg">
                {slide.title}
              </Text>
              {slide.description && (
                <Text size="sm" visibleFrom="sm">
                  {slide.description}
                </Text>
              )}
            </div>
          </div>
        ))}
      </div>
      <div className={classes.controls}>
        <Group gap={6}>
          {count > 1 && (
            <>
              <ActionIcon
                variant="white"
                color="dark"
                radius="xl"
                aria-label={t`Previous image`}
                onClick={() => go(current - 1)}
              >
                <IconChevronLeft size={18} />
              </ActionIcon>
              <ActionIcon
                variant="white"
                color="dark"
                radius="xl"
                aria-label={t`Next image`}
                onClick={() => go(current + 1)}
              >
                <IconChevronRight size={18} />
              </ActionIcon>
              <ActionIcon
                variant="white"
                color="dark"
                radius="xl"
                aria-label={paused ? t`Play slideshow` : t`Pause slideshow`}
                onClick={() => setPaused((p) => !p)}
              >
                {paused ? <IconPlayerPlay size={16} /> : <IconPlayerPause size={16} />}
              </ActionIcon>
            </>
          )}
        </Group>
        {count > 1 && (
          <div className={classes.dots}>
            {slides.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                className={classes.dot}
                aria-label={t`Show image ${i + 1}`}
                aria-current={i === current}
                onClick={() => go(i)}
              />
            ))}
          </div>
        )}
        <span className={classes.counter}>
          {current + 1} / {count}
        </span>
      </div>
    </section>
  );
}
