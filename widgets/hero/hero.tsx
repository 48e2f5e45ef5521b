import { useSignals } from '@preact/signals-react/runtime';
import { useLayoutEffect, useRef, type CSSProperties } from 'react';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { EditorField, useEditorMode } from '../../core/host/editor.js';
import { fire } from '../../core/host/fire.js';
import { useDebouncedMatch, useReducedMotion } from '../../core/host/viewport.js';
import { gradientOpacity, overlayOpacity, resolveCtaLink, useLightDom } from '../../core/kits/content/index.js';
import { type heroAttributes, t } from './hero.api.js';
import { CaptionToggle } from './hero.caption.js';
import { readPrintedHero } from './hero.content.js';
import {
  DESKTOP_QUERY, HERO_RESIZE_DEBOUNCE_MS, PARALLAX_RESIZE_DEBOUNCE_MS, hasBackgroundMedia, heroLayout, parallaxOn,
} from './hero.layout.js';
import { FADE_MS } from './hero.video.js';
import { useVideoHero, VideoControls, VideoPlayer } from './hero.video-hero.js';
import { useParallax } from './hero.viewport.js';

/** Variants with a call to action (`cta`): the section hero's, the circular profile's View Full Profile. */
const WITH_CTA = new Set(['section', 'circular-profile']);

/**
 * The CMS's own text and media stay in the light DOM (slotted), laid out by `:host([data-layout])`
 * rules the gallery's `<style>` block mirrors for the unhydrated tag: hydrating moves nothing. The
 * widget adds the layers (overlay, gradient, parallax), and each variant's controls, placed so
 * they take no room from the text. `data-layout` is the variant, except a full hero that falls
 * back to the article default below desktop.
 */
export function Hero({
  host, variant, gradientLevel, overlayOpacity: overlay, immersive, isDefaultHeroOnMobile, textOnly, cta, videoSrc,
  videoDuration, transcriptUrl,
}: WidgetProps<typeof heroAttributes>) {
  useSignals();
  const editing = useEditorMode();
  const printed = useLightDom(host, readPrintedHero);
  const layout = heroLayout(variant, isDefaultHeroOnMobile, useDebouncedMatch(DESKTOP_QUERY, HERO_RESIZE_DEBOUNCE_MS));
  const parallaxDesktop = useDebouncedMatch(DESKTOP_QUERY, PARALLAX_RESIZE_DEBOUNCE_MS);
  const reducedMotion = useReducedMotion();
  const mediaBox = useRef<HTMLDivElement>(null);
  const video = useVideoHero(host);

  useLayoutEffect(() => {
    host.dataset.layout = layout;
  }, [host, layout]);
  useParallax(host, mediaBox, parallaxOn(layout, { desktop: parallaxDesktop, reducedMotion }));
  useLayoutEffect(() => {
    // The CMS's autoplaying background video stays still for readers who asked for less motion.
    const media = host.querySelector(':scope > video[slot="media"]');
    if (media instanceof HTMLVideoElement && media.autoplay && reducedMotion) {
      media.autoplay = false;
      media.pause();
    }
  }, [host, printed.media, reducedMotion]);

  const background = hasBackgroundMedia(layout) && (layout !== 'full' || immersive) && printed.media;
  const showMedia = printed.media && !(layout === 'fifty-fifty' && textOnly);
  const link = WITH_CTA.has(layout) && cta ? resolveCtaLink(cta) : null;
  const share = () => {
    const detail = { url: location.href, title: printed.title || document.title };
    fire(host, 'mck-hero-share', detail);
    void navigator.share?.({ url: detail.url, title: detail.title }).catch(() => {});
  };

  return (
    <div
      className={`hero state-${video.state}`} part="base"
      style={{ '--_fade': `${reducedMotion ? 0 : FADE_MS}ms` } as CSSProperties}
    >
      {showMedia
        ? <div className="media" part="media" ref={mediaBox}><slot name="media" /></div>
        : !(layout === 'fifty-fifty' && textOnly) && <EditorField name={t('Hero_Media')} value="" as="p" className="media-placeholder" />}
      {background && overlay > 0 && <div className="overlay" part="overlay" style={{ opacity: overlayOpacity(overlay) }} />}
      {background && gradientLevel > 0 && <div className="gradient" part="gradient" style={{ opacity: gradientOpacity(gradientLevel) }} />}
      {layout === 'section' && printed.caption && <CaptionToggle id={`caption-${encodeURIComponent(printed.imageId) || 'image'}`} />}
      <div className="content" part="content">
        {printed.text || !editing ? <slot /> : <EditorField name={t('Hero_Title')} value="" as="p" />}
        <slot name="second-fold" />
        {link?.ok && (
          <a className="cta" part="cta" href={link.link.href} target={link.link.target} rel={link.link.rel} title={link.link.title}>{link.link.text}</a>
        )}
        {WITH_CTA.has(layout) && !link?.ok && <EditorField name={t('Hero_CallToAction')} value="" as="p" />}
        {layout === 'video' && (
          <VideoControls host={host} hero={video} videoSrc={videoSrc} videoDuration={videoDuration} transcriptUrl={transcriptUrl} />
        )}
      </div>
      {layout === 'fifty-fifty' && (
        <button type="button" className="share" part="share" onClick={share}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20"><path d="M18 16a3 3 0 0 0-2.4 1.2l-6.7-3.4a3 3 0 0 0 0-1.6l6.7-3.4A3 3 0 1 0 15 7l-6.7 3.4a3 3 0 1 0 0 3.2L15 17a3 3 0 1 0 3-1z" fill="currentColor" /></svg>
          <span className="mck-visually-hidden">{t('Hero_Share')}</span>
        </button>
      )}
      {layout === 'video' && videoSrc && <VideoPlayer hero={video} videoSrc={videoSrc} title={printed.title} />}
    </div>
  );
}
