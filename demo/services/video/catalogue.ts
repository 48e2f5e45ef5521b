import type { VideoResponse } from '../../../core/contracts/index.js';

/** The videos the reference service knows: id → title and media file stem in ./media. */
export const VIDEO_CATALOGUE: Readonly<Record<string, { name: string; file: string }>> = {
  'test-pattern': { name: 'Test pattern', file: 'test-pattern' },
  'fractal-zoom': { name: 'Fractal zoom', file: 'fractal-zoom' },
  'colour-gradients': { name: 'Colour gradients', file: 'colour-gradients' },
};

/** Ids with these prefixes misbehave on purpose, for the client's timeout and error states. */
export const SLOW_PREFIX = 'slow-';
export const BROKEN_PREFIX = 'broken-';

/** The catalogue entry an id stands for; `slow-x` is `x` answered late (the first video when `x` is unknown). */
export function findVideo(videoId: string) {
  if (videoId.startsWith(SLOW_PREFIX)) {
    const rest = videoId.slice(SLOW_PREFIX.length);
    return VIDEO_CATALOGUE[rest] ?? Object.values(VIDEO_CATALOGUE)[0]!;
  }
  return VIDEO_CATALOGUE[videoId];
}

/**
 * The answer for one video, shaped like the real video service: several renditions with
 * protocol-relative URLs, a streaming one first, so the client has to pick the MP4 (A§7).
 */
export function videoResponse(videoId: string, entry: { name: string; file: string }, mediaBase: string): VideoResponse {
  const base = `${mediaBase}/${entry.file}`;
  return {
    videoId,
    name: entry.name,
    poster: `${base}.jpg`,
    sources: [
      { src: `${base}.m3u8`, type: 'application/x-mpegURL' },
      { src: `${base}.ts`, container: 'M2TS', type: 'video/MP2T' },
      { src: `${base}.mp4`, container: 'MP4', type: 'video/mp4' },
    ],
  };
}
