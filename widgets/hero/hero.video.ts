/**
 * The video hero's states (E§4): on play the content fades out and then the video container fades
 * in; on close, or when the video ends, the reverse. Each fade takes FADE_MS; under reduced motion
 * there is no fade and the change is immediate. Knows nothing of React or the DOM, so the timings
 * are tested with fake timers.
 */

/** How long one fade (content out, or video in) takes. */
export const FADE_MS = 400;

/**
 * - `content`: the hero's text and play button show;
 * - `hiding-content`: the content fades out (the player is not shown yet);
 * - `video`: the player shows (and fades in);
 * - `hiding-video`: the player fades out, then the content comes back.
 */
export type VideoHeroState = 'content' | 'hiding-content' | 'video' | 'hiding-video';

export interface VideoHeroMachine {
  readonly state: VideoHeroState;
  play(): void;
  /** The reader closed the player, or the video ended. */
  close(): void;
  /** Stops any fade in progress (the widget is leaving the page). */
  dispose(): void;
}

export function videoHeroMachine(options: { reducedMotion: () => boolean; onChange: (state: VideoHeroState) => void }): VideoHeroMachine {
  let state: VideoHeroState = 'content';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const set = (next: VideoHeroState) => {
    state = next;
    options.onChange(next);
  };
  /** Goes to `fading`, then to `settled` after one fade; straight to `settled` under reduced motion. */
  const fadeTo = (fading: VideoHeroState, settled: VideoHeroState) => {
    clearTimeout(timer);
    if (options.reducedMotion()) return set(settled);
    set(fading);
    timer = setTimeout(() => set(settled), FADE_MS);
  };
  return {
    get state() {
      return state;
    },
    play() {
      if (state === 'content' || state === 'hiding-video') fadeTo('hiding-content', 'video');
    },
    close() {
      if (state === 'video' || state === 'hiding-content') fadeTo('hiding-video', 'content');
    },
    dispose() {
      clearTimeout(timer);
    },
  };
}
