import { useSignals } from '@preact/signals-react/runtime';
import { useRef, type MouseEvent } from 'react';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { EditorField } from '../../core/host/editor.js';
import { fire } from '../../core/host/fire.js';
import { getConfig } from '../../core/page/config.js';
import { checkNavigationUrl } from '../../core/page/navigation.js';
import { type shareBarAttributes, t } from './share-bar.api.js';
import { linkToShare } from './share-bar.calls.js';
import {
  mailtoHref, NETWORKS, popupFeatures, SHARE_ORIGINS, shareAddress, trackedUrl, type Network, type ShareRules,
} from './share-bar.links.js';

const LABELS = { linkedin: 'ShareBar_LinkedIn', facebook: 'ShareBar_Facebook', x: 'ShareBar_X' } as const;
const POPUP_NAME = 'mck-share';

type Props = WidgetProps<typeof shareBarAttributes>;

/** Opens the share address in the popup, through the navigation check against the fixed share origins. */
function navigatePopup(popup: Window, address: string): void {
  const check = checkNavigationUrl(address, { allowedOrigins: SHARE_ORIGINS });
  if (!check.ok) {
    popup.close();
    console.error(`[mck-share-bar] refused share address "${address.slice(0, 200)}": ${check.reason}`);
    return;
  }
  popup.opener = null; // the network's page must not reach back into this one
  popup.location.href = check.url;
}

export function ShareBar(props: Props) {
  useSignals();
  const { host, url, pageTitle, source, heading, layout } = props;
  // D§7: "later clicks reuse the cached share address" (per network; a failed shortening is not kept).
  const addresses = useRef(new Map<Network, { address: string; link: string }>()).current;

  const pageUrl = url ? new URL(url, location.href).href : location.href;
  const title = pageTitle || document.title;
  const rules: ShareRules = {
    title,
    source,
    facebookAppId: getConfig()?.facebookAppId ?? '',
    brandHandle: props.brandHandle,
    researchHandle: props.researchHandle,
    quarterlySource: props.quarterlySource,
    quarterlySuffix: props.quarterlySuffix,
  };
  const cids: Record<Network, string> = { linkedin: props.linkedinCid, facebook: props.facebookCid, x: props.twitterCid };

  async function share(network: Network) {
    // Opened inside the click, so popup blockers allow it; navigated once the address is known.
    const popup = window.open('about:blank', POPUP_NAME, popupFeatures());
    if (!popup) {
      console.warn('[mck-share-bar] the share popup was blocked.');
      return;
    }
    let cached = addresses.get(network);
    if (!cached) {
      const { link, shortened } = await linkToShare(trackedUrl(pageUrl, cids[network]));
      cached = { address: shareAddress(network, link, rules, new URL(pageUrl).pathname), link };
      if (shortened) addresses.set(network, cached);
    }
    navigatePopup(popup, cached.address);
    fire(host, 'mck-share-bar-share', { network, link: cached.link });
  }

  const onEmail = (_event: MouseEvent) => fire(host, 'mck-share-bar-share', { network: 'email', link: pageUrl });

  return (
    <div className={`share ${layout}`} part="base" role="group" aria-label={t('ShareBar_Label')}>
      <EditorField name="Heading" value={heading} as="h2" className="heading" part="heading" />
      <ul className="list" part="list">
        {NETWORKS.map((network) => (
          <li key={network}>
            <button type="button" className="button" part="button" data-network={network} onClick={() => void share(network)}>
              {t(LABELS[network])}<span className="hint"> {t('ShareBar_OpensPopup')}</span>
            </button>
          </li>
        ))}
        <li>
          <a
            className="email" part="email" onClick={onEmail}
            href={mailtoHref(t('Articles_Email_Subject', { title }), t('Articles_Email_Body', { title, url: pageUrl }))}
          >{t('ShareBar_Email')}</a>
        </li>
      </ul>
    </div>
  );
}
