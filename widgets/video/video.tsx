import { useSignalEffect } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { useAsync, useInView, type AsyncStatus } from '../../core/kits/async/index.js';
import { activeMedia, claimPlayback, releasePlayback } from '../../core/page/media.js';
import { emit } from '../../core/page/events.js';
import { t, type videoAttributes } from './video.api.js';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { loadVideoSource } from './video.calls.js';
import { prefersReducedMotion } from '../../core/page/motion.js';

export type VideoState = 'waiting' | 'loading' | 'ready' | 'unavailable';


/** The async kit's states in the video's terms: no MP4 (empty) and a failure both leave it unloaded. */
const videoState = (status: AsyncStatus): VideoState =>
  status === 'empty' || status === 'error' ? 'unavailable' : status;

export function Video({ host, videoId, label, poster, autoplay }: WidgetProps<typeof videoAttributes>) {
  useSignals();
  // A§4: videos load when scrolled into view.
  const seen = useInView(host, { rootMargin: '200px', once: true });
  const source = useAsync(loadVideoSource, seen ? videoId : null);
  const state = videoState(source.status);
  const src = source.data;
  const [playing, setPlaying] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);
  const owner = useRef({}).current;

  useEffect(() => {
    if (state !== 'unavailable') return;
    // A§8: a failed fetch leaves the video unloaded; the server-rendered fallback stays.
    const reason = source.outcome ? (source.outcome.failure.cause as Error).message : 'no MP4 source';
    console.warn(`[mck-video] video "${videoId}" left unloaded: ${reason}`);
  }, [state, source.outcome, videoId]);

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
