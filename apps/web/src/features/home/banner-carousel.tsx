import type { Banner } from '@casino/contract/entities/site';
import { BANNER_AUTOPLAY_MS } from '@casino/contract/constants';
import { useEffect, useRef, useState } from 'react';

/**
 * The banner carousel: native scroll snapping (swipe works without a gesture library) and an autoplay
 * every 3 s that pauses while a finger is on it.
 */
export function BannerCarousel({ banners }: { banners: readonly Banner[] }) {
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const touching = useRef(false);

  useEffect(() => {
    if (banners.length < 2) return;
    const timer = window.setInterval(() => {
      const element = track.current;
      if (!element || touching.current || document.hidden) return;
      const current = Math.round(element.scrollLeft / element.clientWidth);
      const next = (current + 1) % banners.length;
      element.scrollTo({ left: next * element.clientWidth, behavior: next === 0 ? 'auto' : 'smooth' });
    }, BANNER_AUTOPLAY_MS);
    return () => {
      window.clearInterval(timer);
    };
  }, [banners.length]);

  return (
    <div className="banner-carousel">
      <div
        ref={track}
        className="banner-track"
        // A scrolling region is reached by keyboard too (arrow keys scroll it), so it needs focus and a name.
        tabIndex={0}
        role="region"
        aria-roledescription="轮播"
        aria-label="广告"
        onScroll={(event) => {
          const element = event.currentTarget;
          setIndex(Math.round(element.scrollLeft / Math.max(1, element.clientWidth)));
        }}
        onTouchStart={() => {
          touching.current = true;
        }}
        onTouchEnd={() => {
          touching.current = false;
        }}
      >
        {/* The first banner is the largest image of the first screen: asked for first; the others when scrolled to. */}
        {banners.map((banner, i) => (
          <img
            key={banner.src}
            src={banner.src}
            alt=""
            className="banner-image"
            width={750}
            height={300}
            draggable={false}
            loading={i === 0 ? 'eager' : 'lazy'}
            fetchPriority={i === 0 ? 'high' : 'low'}
          />
        ))}
      </div>
      <div className="banner-dots" aria-hidden>
        {banners.map((banner, i) => (
          <span key={banner.src} className={i === index ? 'active' : ''} />
        ))}
      </div>
    </div>
  );
}
