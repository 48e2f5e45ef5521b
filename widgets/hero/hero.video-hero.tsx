import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { fire } from '../../core/host/fire.js';
import { EditorField } from '../../core/host/editor.js';
import { prefersReducedMotion } from '../../core/page/motion.js';
import { clockDuration } from './hero.layout.js';
import { t } from './hero.api.js';
import { videoHeroMachine, type VideoHeroState } from './hero.video.js';

export interface VideoHero {
  state: VideoHeroState;
  play(): void;
  close(): void;
  playButton: RefObject<HTMLButtonElement | null>;
  video: RefObject<HTMLVideoElement | null>;
}

/**
 * The video hero's state machine (hero.video.ts) wired to the page: focus moves into the player
 * when it has faded in, and back to the play button when the content is back; the page hears of
 * each opening and closing.
 */
export function useVideoHero(host: HTMLElement): VideoHero {
  const [state, setState] = useState<VideoHeroState>('content');
  const [machine] = useState(() => videoHeroMachine({ reducedMotion: prefersReducedMotion, onChange: setState }));
  const playButton = useRef<HTMLButtonElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const previous = useRef(state);

  useEffect(() => () => machine.dispose(), [machine]);
  useLayoutEffect(() => {
    const was = previous.current;
    previous.current = state;
    if (state === 'video' && was !== 'video') {
      video.current?.focus();
      // A browser may refuse to start it (autoplay rules); its own controls still can.
      void video.current?.play()?.catch(() => {});
    }
    if (state === 'content' && was !== 'content') playButton.current?.focus();
  }, [state]);

  return {
    state,
    playButton,
    video,
    play() {
      if (machine.state !== 'content' && machine.state !== 'hiding-video') return;
      machine.play();
      fire(host, 'mck-hero-video', { open: true });
    },
    close() {
      if (machine.state !== 'video' && machine.state !== 'hiding-content') return;
      video.current?.pause();
      machine.close();
      fire(host, 'mck-hero-video', { open: false });
    },
  };
}

/** Play (labelled with the duration), Read transcript and Scroll down, in one row under the text. */
export function VideoControls({ host, hero, videoSrc, videoDuration, transcriptUrl }: {
  host: HTMLElement; hero: VideoHero; videoSrc: string; videoDuration: number; transcriptUrl: string;
}) {
  const label = videoDuration > 0 ? t('Hero_PlayVideoDuration', { duration: clockDuration(videoDuration) }) : t('Hero_PlayVideo');
  const scrollDown = () => {
    scrollBy({ top: host.getBoundingClientRect().bottom, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  };
  return (
    <div className="controls">
      {videoSrc
        ? <button type="button" className="play" part="play" ref={hero.playButton} onClick={hero.play}><span className="play-icon" aria-hidden="true" />{label}</button>
        : <EditorField name={t('Hero_PlayVideo')} value="" as="p" />}
      {transcriptUrl && <a className="transcript" part="transcript" href={transcriptUrl}>{t('Hero_ReadTranscript')}</a>}
      <button type="button" className="scroll-down" part="scroll-down" onClick={scrollDown}>
        <span aria-hidden="true" className="chevron" /><span className="mck-visually-hidden">{t('Hero_ScrollDown')}</span>
      </button>
    </div>
  );
}

/** The video container: shown while the video plays, over the hero; Escape or Close closes it. */
export function VideoPlayer({ hero, videoSrc, title }: { hero: VideoHero; videoSrc: string; title: string }) {
  if (hero.state !== 'video' && hero.state !== 'hiding-video') return null;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    hero.close();
  };
  return (
    <div className="player" part="player" onKeyDown={onKeyDown}>
      <video
        className="video" part="video" ref={hero.video} src={videoSrc} controls playsInline tabIndex={0}
        aria-label={title ? t('Hero_VideoLabel', { title }) : t('Hero_PlayVideo')} onEnded={hero.close}
      />
      <button type="button" className="close" part="close" onClick={hero.close}>
        <span aria-hidden="true">×</span><span className="mck-visually-hidden">{t('Hero_CloseVideo')}</span>
      </button>
    </div>
  );
}
