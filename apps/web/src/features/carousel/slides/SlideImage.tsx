import { CAROUSEL_SIZES, imageSrcSet } from '@shop/contract';
import { useState } from 'react';
import classes from './HeroCarousel.module.css';
import { retryUrl, type Slide } from './slide-image.ts';

/** A slide's picture: the first one loads at once, the others when needed; a failed load is retried once. */
export function SlideImage({ slide, first }: { slide: Slide; first: boolean }) {
  const [src, setSrc] = useState(slide.imageUrl);
  const [retried, setRetried] = useState(false);
  return (
    <img
      className={classes.image}
      src={src}
      srcSet={retried ? undefined : imageSrcSet(slide.imageUrl)}
      sizes={CAROUSEL_SIZES}
      width={1600}
      height={700}
      alt={slide.altText ?? slide.title}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
      decoding="async"
      onError={() => {
        // One more try, past any cache that kept a failed answer; then the caption stands alone.
        if (!retried) {
          setRetried(true);
          setSrc(retryUrl(slide.imageUrl));
        }
      }}
    />
  );
}
