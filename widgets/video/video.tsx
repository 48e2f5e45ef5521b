import { useSignalEffect } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { activeMedia, claimPlayback, releasePlayback } from '../../core/page/media.js';
import { emit } from '../../core/page/events.js';
import { t } from './video.strings.js';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { loadVideoSource } from './video.calls.js';
import type { videoAttributes } from './video.attributes.js';

export type VideoState = 'waiting' | 'loading' | 'ready' | 'unavailable';

const prefersReducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Resolves once the element has been scrolled into view (A§4: videos load when in view). */
function useSeen(host: HTMLElement): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (seen) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    }, { rootMargin: '200px' });
    observer.observe(host);
    return () => observer.disconnect();
  }, [host, seen]);
  return seen;
}

export function Video({ host, videoId, label, poster, autoplay }: WidgetProps<typeof videoAttributes>) {
  useSignals();
  const seen = useSeen(host);
  const [state, setState] = useState<VideoState>('waiting');
  const [src, setSrc] = useState<string | null>(null);
  const [playing, setPlaying] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);
  const owner = useRef({}).current;

  useEffect(() => {
    if (!seen) return;
    const abort = new AbortController();
    setState('loading');
    loadVideoSource(videoId, abort.signal).then(
      (url) => {
        if (abort.signal.aborted) return;
        if (!url) throw new Error('no MP4 source');
        setSrc(url);
        setState('ready');
      },
    ).catch((err: Error) => {
      if (abort.signal.aborted) return;
      // A§8: a failed fetch leaves the video unloaded; the server-rendered fallback stays.
      console.warn(`[mck-video] video "${videoId}" left unloaded: ${err.message}`);
      setState('unavailable');
    });
    return () => abort.abort();
  }, [seen, videoId]);

  useEffect(() => {
    host.dataset.state = state;
  }, [host, state]);

  // Only the video started last plays; the others pause (A§4).
  useSignalEffect(() => {
    if (activeMedia.value !== owner) videoRef.current?.pause();
  });

  useEffect(() => {
    if (state === 'ready' && autoplay && !prefersReducedMotion()) {
      videoRef.current?.play().catch(() => setPlaying(false));
    }
  }, [state, autoplay]);

  useEffect(() => () => releasePlayback(owner), [owner]);

  if (state !== 'ready' || !src) {
    return <slot className="fallback" />;
  }

  const toggle = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) video.play().catch(() => setPlaying(false));
    else video.pause();
  };

  return (
    <div className="frame" part="base">
      <video
        ref={videoRef}
        part="video"
        src={src}
        poster={poster || undefined}
        muted
        loop
        playsInline
        preload="metadata"
        aria-label={label || undefined}
        onPlay={() => {
          setPlaying(true);
          claimPlayback(owner);
          emit('video:play', { videoId });
        }}
        onPause={() => {
          setPlaying(false);
          releasePlayback(owner);
        }}
      />
      <button type="button" className="toggle" part="toggle" onClick={toggle} aria-label={t(playing ? 'Video_Pause' : 'Video_Play')}>
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          {playing ? <path d="M3 2h4v12H3zM9 2h4v12H9z" /> : <path d="M3 1.5v13L14 8z" />}
        </svg>
      </button>
    </div>
  );
}
