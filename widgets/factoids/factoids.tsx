import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { EditorField, useEditorMode } from '../../core/host/editor.js';
import { resolveCtaLink, useLightDom, type ResolvedCtaLink } from '../../core/kits/content/index.js';
import { refusalMessage, type Refusal } from '../../core/page/navigation.js';
import meta from './meta.json';
import { type factoidsAttributes, t } from './factoids.api.js';
import { factoidItems, readFactoids, type FactoidItem } from './factoids.content.js';
import { DESKTOP_QUERY } from './factoids.layout.js';
import { mediaMatches } from '../../core/host/viewport.js';
import { firstFrame, playFactoid, START_VISIBLE_SHARE, type Animation, type FactoidPlan } from './factoids.motion.js';
import { prefersReducedMotion } from '../../core/page/motion.js';

/**
 * The item's link through the content kit's CTA rules. A URL the navigation check refuses is named
 * on the console and its text stays, unlinked, where the CMS printed it (so nothing moves).
 */
function checkedLink(link: FactoidItem['link']): ResolvedCtaLink | { text: string; href?: undefined } | null {
  if (!link) return null;
  const result = resolveCtaLink(link);
  if (result.ok) return result.link;
  if (result.problem === 'no-text' || result.problem === 'no-url') return null;
  console.warn(`[${meta.tag}] factoid link "${link.url}" is not linked: ${refusalMessage(result.problem as Refusal)}`);
  return { text: link.text };
}

/**
 * One factoid. Its animation starts when half of it is visible; the number a count-up shows on
 * the way is hidden from screen readers, which read the final value the CMS printed.
 */
function Factoid({ item, index, animation }: { item: FactoidItem; index: number; animation: Animation }) {
  const ref = useRef<HTMLLIElement>(null);
  const plan = (): FactoidPlan => ({
    animation, index, text: item.largeText, desktop: mediaMatches(DESKTOP_QUERY), reducedMotion: prefersReducedMotion(),
  });
  const [frame, setFrame] = useState(() => firstFrame(plan()));
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the link's fields, not the object: items read again with the same link do not check (and warn about) it again
  const link = useMemo(() => checkedLink(item.link), [item.link?.url, item.link?.text, item.link?.target]);

  useEffect(() => {
    const current = plan();
    setFrame(firstFrame(current));
    if (typeof IntersectionObserver !== 'function') return playFactoid(current, setFrame);
    let stop = () => {};
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= START_VISIBLE_SHARE)) return;
      observer.disconnect();
      stop = playFactoid(plan(), setFrame);
    }, { threshold: START_VISIBLE_SHARE });
    observer.observe(ref.current!);
    return () => {
      observer.disconnect();
      stop();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `plan` is new each render and reads only these three (and the media queries at the time it plays)
  }, [animation, index, item.largeText]);

  return (
    <li ref={ref} className={frame.shown ? 'item' : 'item waiting'} part="item">
      {item.image && (
        <img className="image" part="image" src={item.image.src} alt={item.image.alt} width={item.image.width} height={item.image.height} />
      )}
      {item.largeText ? (
        <p className="large" part="large-text">
          <span aria-hidden="true">{frame.text}</span>
          <span className="mck-visually-hidden">{item.largeText}</span>
        </p>
      ) : <EditorField name={t('Factoids_LargeText')} value="" as="p" className="large" part="large-text" />}
      <EditorField name={t('Factoids_MediumText')} value={item.mediumText} as="p" className="medium" part="medium-text" />
      <EditorField name={t('Factoids_SmallText')} value={item.smallText} as="p" className="small" part="small-text" />
      {link?.href && (
        <a className="cta" part="cta" href={link.href} target={link.target} rel={link.rel} title={link.title}>{link.text}</a>
      )}
      {link && !link.href && <span className="cta refused" part="cta">{link.text}</span>}
    </li>
  );
}

export function Factoids({ host, animation }: WidgetProps<typeof factoidsAttributes>) {
  useSignals();
  const editing = useEditorMode();
  const snapshot = useLightDom(host, readFactoids);
  const items = useMemo(() => factoidItems(snapshot.items), [snapshot.items]);

  if (!items.length) {
    return editing ? <div className="factoids" part="base"><EditorField name={t('Factoids_Items')} value="" /></div> : null;
  }
  // The items are rendered from what the CMS printed (read again when it changes), so a count-up
  // never rewrites the page's own text; the printed items show until then and without JavaScript.
  return (
    <ul className="factoids" part="base" aria-label={t('Factoids_Label')}>
      {items.map((item, index) => <Factoid key={index} item={item} index={index} animation={animation} />)}
    </ul>
  );
}
