import { VIDEO_POLICY_HEADER, VideoResponse, type VideoResponse as Video } from '../../core/contracts/video.js';
import { getConfig } from '../../core/page/config.js';
import { request } from '../../core/session/http.js';

/** A§9: the video request is given up after 30 s. */
export const VIDEO_TIMEOUT_MS = 30_000;

/**
 * The MP4 rendition's absolute URL, or null. Sources are protocol-relative (`//host/x.mp4`):
 * they take the page's protocol.
 */
export function pickMp4(sources: Video['sources'], protocol: string): string | null {
  const mp4 = sources.find((source) =>
    source.container?.toUpperCase() === 'MP4' || source.type === 'video/mp4');
  if (!mp4) return null;
  return mp4.src.startsWith('//') ? `${protocol}${mp4.src}` : mp4.src;
}

/**
 * GET {video}/videos/{videoId} with the player policy key (A§7). The video service is a third
 * party: it gets the policy header and none of the user's tokens.
 */
export async function loadVideoSource(videoId: string, signal?: AbortSignal): Promise<string | null> {
  const video = await request('video', `/videos/${encodeURIComponent(videoId)}`, {
    auth: false,
    timeoutMs: VIDEO_TIMEOUT_MS,
    headers: { [VIDEO_POLICY_HEADER]: getConfig()?.videoPolicyKey ?? '' },
    schema: VideoResponse,
    signal,
  });
  return pickMp4(video.sources, location.protocol);
}
