/**
 * The sound host stand-in's catalogue: hosted tracks (E§2 "a track id from a sound hosting
 * service") and podcast episodes answered through oembed. Special entries show the failures and
 * the hostile answer the widget must survive.
 */
export interface Track { title: string; artist: string }

/** Tracks by id. Any id streams (the tone); only these have info, the rest answer 404. */
export const TRACKS: Readonly<Record<string, Track>> = {
  'morning-brief': { title: 'Morning brief', artist: 'McK Audio' },
  'supply-chains': { title: 'Supply chains, explained', artist: 'McK Audio' },
};

/** Track ids whose info call fails (500) while the stream still plays: E§8, swallowed silently. */
export const BROKEN_INFO_PREFIX = 'broken-';

export interface Episode { title: string; kind: 'player' | 'hostile' | 'foreign-only' | 'broken' }

/** Podcast episodes by the last segment of their page URL (`https://podcasts.example.com/mck/<slug>`). */
export const EPISODES: Readonly<Record<string, Episode>> = {
  'future-of-work': { title: 'The future of work', kind: 'player' },
  // Scripts, handlers and a frame from another host around the genuine player: only the player stays.
  'hostile-episode': { title: 'An episode with a hostile answer', kind: 'hostile' },
  // Only a frame from a host the page does not allow: nothing is rendered, the fallback link stays.
  'foreign-player': { title: 'An episode on another host', kind: 'foreign-only' },
  'broken-episode': { title: 'An episode whose oembed call fails', kind: 'broken' },
};

export const episodeSlug = (pageUrl: string): string => pageUrl.replace(/\/+$/, '').split('/').pop() ?? '';

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The oembed `html` of an episode whose player lives at `playerUrl`. */
export function episodeHtml(episode: Episode, playerUrl: string): string {
  const player = `<iframe src="${attr(playerUrl)}" title="${attr(episode.title)}" width="100%" height="160" allow="autoplay"></iframe>`;
  const foreign = `<iframe src="https://player.elsewhere.example/embed/1" title="${attr(episode.title)}" width="100%" height="160"></iframe>`;
  if (episode.kind === 'foreign-only') return foreign;
  if (episode.kind === 'hostile') {
    return `<script>window.mckHostile = 'script'</script>`
      + `<img src="x" onerror="window.mckHostile = 'onerror'">`
      + foreign
      + player.replace('<iframe ', `<iframe onload="window.mckHostile = 'onload'" `)
      + `<a href="javascript:window.mckHostile = 'link'">More episodes</a>`;
  }
  return player;
}

/** A 2 s, 8 kHz, 8-bit mono WAV of a soft 440 Hz tone: small, and any browser plays it. */
export function toneWav(seconds = 2, rate = 8000): Uint8Array {
  const samples = seconds * rate;
  const bytes = new Uint8Array(44 + samples);
  const view = new DataView(bytes.buffer);
  const ascii = (offset: number, text: string) => [...text].forEach((ch, i) => view.setUint8(offset + i, ch.charCodeAt(0)));
  ascii(0, 'RIFF'); view.setUint32(4, 36 + samples, true); ascii(8, 'WAVE');
  ascii(12, 'fmt '); view.setUint32(16, 16, true); view.setUint16(20, 1, true); view.setUint16(22, 1, true);
  view.setUint32(24, rate, true); view.setUint32(28, rate, true); view.setUint16(32, 1, true); view.setUint16(34, 8, true);
  ascii(36, 'data'); view.setUint32(40, samples, true);
  for (let i = 0; i < samples; i++) bytes[44 + i] = 128 + Math.round(12 * Math.sin((2 * Math.PI * 440 * i) / rate));
  return bytes;
}
