import { useSignalEffect } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { activeMedia, claimPlayback, releasePlayback } from '../../core/page/media.js';
import { t } from './audio.api.js';
import { formatTime, seekTarget } from './audio.time.js';

interface PlayerProps {
  src: string;
  title: string;
  /** Length known before the file's metadata (track info), in seconds. */
  knownDuration?: number;
}

const isRtl = (el: Element) => getComputedStyle(el).direction === 'rtl';

/**
 * The player for a file the page can play itself (library file, hosted track): a play/pause
 * button that says what it will do, and a progress slider. E§4: at the end it goes back to the
 * start. Starting it pauses any other audio or video on the page (core/page/media.ts).
 */
export function Player({ src, title, knownDuration }: PlayerProps) {
  useSignals();
  const audioRef = useRef<HTMLAudioElement>(null);
  const owner = useRef({}).current;
  const [playing, setPlaying] = useState(false);
  const [current, setCurrent] = useState(0);
  const [fileDuration, setFileDuration] = useState(0);
  // The file's own length once its metadata is in; until then the track info's, if any.
  const duration = fileDuration || knownDuration || 0;

  useSignalEffect(() => {
    if (activeMedia.value !== owner) audioRef.current?.pause();
  });
  useEffect(() => () => releasePlayback(owner), [owner]);

  const audio = () => audioRef.current!;
  const toggle = () => {
    if (audio().paused) audio().play().catch(() => setPlaying(false));
    else audio().pause();
  };
  const seek = (seconds: number) => {
    audio().currentTime = seconds;
    setCurrent(seconds);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = seekTarget(event.key, audio().currentTime, duration, isRtl(event.currentTarget));
    if (target === null) return;
    event.preventDefault();
    seek(target);
  };
  const onTrackClick = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const fromStart = isRtl(event.currentTarget) ? box.right - event.clientX : event.clientX - box.left;
    seek(Math.min(Math.max(fromStart / box.width, 0), 1) * duration);
  };

  const shown = Math.min(current, duration);
  const timeText = t('Audio_TimeOf', { current: formatTime(shown), total: formatTime(duration) });
  return (
    <div className="player" part="base">
      <audio
        ref={audioRef}
        src={src}
        preload="metadata"
        onLoadedMetadata={(e) => { if (Number.isFinite(e.currentTarget.duration)) setFileDuration(e.currentTarget.duration); }}
        onTimeUpdate={(e) => setCurrent(e.currentTarget.currentTime)}
        onPlay={() => { setPlaying(true); claimPlayback(owner); }}
        onPause={() => { setPlaying(false); releasePlayback(owner); }}
        onEnded={(e) => {
          // E§4 "resets at the end": back to the start, ready to play again.
          e.currentTarget.currentTime = 0;
          setCurrent(0);
          setPlaying(false);
          releasePlayback(owner);
        }}
      />
      <button type="button" className="toggle" part="toggle" onClick={toggle}
        aria-label={t(playing ? 'Audio_PauseTitle' : 'Audio_PlayTitle', { title })}>
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          {playing ? <path d="M3 2h4v12H3zM9 2h4v12H9z" /> : <path d="M3 1.5v13L14 8z" />}
        </svg>
        <span className="toggle-text">{t(playing ? 'Audio_Pause' : 'Audio_Play')}</span>
      </button>
      <div className="body">
        <span className="title" part="title">{title}</span>
        <div
          className="progress" part="progress" role="slider" tabIndex={0}
          aria-label={t('Audio_Position', { title })}
          aria-valuemin={0} aria-valuemax={Math.round(duration)} aria-valuenow={Math.round(shown)}
          aria-valuetext={timeText}
          onKeyDown={onKeyDown} onClick={onTrackClick}
        >
          <span className="fill" style={{ inlineSize: `${duration ? (shown / duration) * 100 : 0}%` }} />
        </div>
      </div>
      <span className="time" part="time" aria-hidden="true">{formatTime(shown)} / {formatTime(duration)}</span>
    </div>
  );
}
