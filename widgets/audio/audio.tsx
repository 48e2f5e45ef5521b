import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useAsync } from '../../core/kits/async/index.js';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { EditorField, useEditorMode } from '../../core/host/editor.js';
import { type audioAttributes, t } from './audio.api.js';
import { loadPodcastEmbed, loadTrackInfo, TRACK_INFO_FAILURES, trackStreamUrl } from './audio.calls.js';
import { Player } from './audio.player.js';

type AudioProps = WidgetProps<typeof audioAttributes>;

export function Audio({ host, src, trackId, podcastUrl, label }: AudioProps) {
  useSignals();
  if (src) return <Player src={src} title={label || t('Audio_Untitled')} />;
  if (trackId) return <HostedTrack trackId={trackId} label={label} />;
  if (podcastUrl) return <Podcast host={host} pageUrl={podcastUrl} />;
  return <NoSource />;
}

/** A track on the sound host: it streams at once; its info only names it (E§8: failure silent). */
function HostedTrack({ trackId, label }: { trackId: string; label: string }) {
  useSignals();
  const info = useAsync(loadTrackInfo, label ? null : trackId, { failures: TRACK_INFO_FAILURES });
  const title = label || info.data?.title || t('Audio_Untitled');
  const seconds = info.data?.duration ? info.data.duration / 1000 : undefined;
  return <Player src={trackStreamUrl(trackId)} title={title} knownDuration={seconds} />;
}

/**
 * A podcast episode: the sound host's oembed html, reduced to its player iframe (E§7). Until it
 * is there, and if the call fails or nothing in the answer may be shown, the CMS's printed
 * fallback (a link to the episode) stays.
 */
function Podcast({ host, pageUrl }: { host: HTMLElement; pageUrl: string }) {
  useSignals();
  const embed = useAsync(loadPodcastEmbed, pageUrl, { isEmpty: (frame) => frame === null });
  useEffect(() => {
    host.dataset.state = embed.status;
    if (embed.status === 'empty') console.warn(`[mck-audio] the oembed answer for "${pageUrl}" holds no titled player from the sound host: the fallback stays.`);
    if (embed.status === 'error') console.warn(`[mck-audio] the oembed call for "${pageUrl}" failed: the fallback stays.`);
  }, [host, embed.status, pageUrl]);
  if (embed.status !== 'ready' || !embed.data) return <slot className="fallback" />;
  const { src, title, width, height, allow } = embed.data;
  return (
    <div className="embed" part="embed">
      <iframe src={src} title={title} width={width} height={height} allow={allow} loading="lazy" />
    </div>
  );
}

/** No source set: visitors keep the printed fallback; editors see what is missing. */
function NoSource() {
  const editing = useEditorMode();
  if (!editing) return <slot className="fallback" />;
  return (
    <div className="player" part="base">
      <EditorField name={t('Audio_Source')} value="" />
    </div>
  );
}
