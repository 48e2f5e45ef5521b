import { PodcastOembed, TrackInfo } from '../../core/contracts/audio.js';
import type { FailurePolicy } from '../../core/kits/async/index.js';
import { sanitizeEmbed, type EmbedFrame } from '../../core/kits/html/embed.js';
import { getConfig } from '../../core/page/config.js';
import { request } from '../../core/session/http.js';

/** The sound host's base URL from the page config, or '' when the page configured none. */
const soundHost = (): string => getConfig()?.services.audio ?? '';

/** Where a hosted track's audio streams from: no call needed, so it plays whatever its info does. */
export function trackStreamUrl(trackId: string): string {
  const base = soundHost();
  return base ? `${base.replace(/\/+$/, '')}/tracks/${encodeURIComponent(trackId)}/stream` : '';
}

/** E§8 "Audio info fetch failure: swallowed silently": no info, no message; the player plays on. */
export const TRACK_INFO_FAILURES: FailurePolicy = { emptyOnFailure: true };

/** GET {audio}/tracks/{trackId}: the track's title, shown when the element has no label. */
export function loadTrackInfo(trackId: string, signal?: AbortSignal): Promise<TrackInfo> {
  return request('audio', `/tracks/${encodeURIComponent(trackId)}`, { auth: false, schema: TrackInfo, signal });
}

/**
 * GET {audio}/oembed?url={episode page} (E§7): the answer's html, reduced by the html kit to one
 * titled iframe served by the sound host itself. null when nothing in it may be shown.
 */
export async function loadPodcastEmbed(pageUrl: string, signal?: AbortSignal): Promise<EmbedFrame | null> {
  const answer = await request('audio', '/oembed', { auth: false, query: { format: 'json', url: pageUrl }, schema: PodcastOembed, signal });
  return sanitizeEmbed(answer.html, [new URL(soundHost(), location.href).origin]);
}
