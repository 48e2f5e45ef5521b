import { useSignals } from '@preact/signals-react/runtime';
import { useMemo, type CSSProperties } from 'react';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { EditorField, useEditorMode } from '../../core/host/editor.js';
import { overlayOpacity, useLightDom } from '../../core/kits/content/index.js';
import { type promoAttributes, t } from './promo.api.js';
import { promoItems, readPromo, type PromoItem as Item } from './promo.content.js';
import { itemLinks } from './promo.links.js';
import { RendersNothingOnError } from './promo.silent-boundary.js';
import { TITLE_SCALES, VARIANT_RULES, type Variant } from './promo.variants.js';

type Props = WidgetProps<typeof promoAttributes>;

/** What editor mode shows for a promo the CMS printed nothing into: one item of empty fields. */
const EMPTY_ITEM: Item = { eyebrow: '', title: '', titleTag: 'h2', text: '', quote: '', citation: '', image: null, links: [] };

/**
 * One promo item, in the order the CMS prints its fields (image, eyebrow, title, quote, citation,
 * text, links), so the rendered item takes the printed item's box.
 */
function PromoItem({ item, variant, titleSize }: { item: Item; variant: Variant; titleSize: Props['titleSize'] }) {
  const editing = useEditorMode();
  const rule = VARIANT_RULES[variant];
  const { links, dropped } = useMemo(() => itemLinks(variant, item.links, t('Promo_ReadMore')), [variant, item.links]);
  return (
    <article className="item" part="item">
      {item.image && (
        <img className="image" part="image" src={item.image.src} alt={item.image.alt} width={item.image.width} height={item.image.height} />
      )}
      <EditorField name={t('Promo_Eyebrow')} value={item.eyebrow} as="p" className="eyebrow" part="eyebrow" />
      <EditorField name={t('Promo_Title')} value={item.title} as={item.titleTag} className={`title scale-${TITLE_SCALES[titleSize]}`} part="title" />
      {rule.quote && <EditorField name={t('Promo_Quote')} value={item.quote} as="blockquote" className="quote" part="quote" />}
      {rule.quote && <EditorField name={t('Promo_Citation')} value={item.citation} as="p" className="citation" part="citation" />}
      <EditorField name={t('Promo_Text')} value={item.text} as="p" className="text" part="text" />
      {links.map((link) => (
        <a key={link.href + link.text} className="link" part="link" href={link.href} target={link.target} rel={link.rel} title={link.title}>{link.text}</a>
      ))}
      {editing && (dropped || !links.length) && <EditorField name={t('Promo_Link')} value="" as="p" className="link" />}
    </article>
  );
}

/** The items of the variant; content it cannot render throws here, inside the boundaries. */
function PromoBody({ snapshot, variant, align, titleSize, overlayOpacity: opacity, subscribeUrl }: Omit<Props, 'host'> & { snapshot: { items: string } }) {
  const editing = useEditorMode();
  const printed = promoItems(variant, snapshot);
  const items = printed.length ? printed : editing ? [EMPTY_ITEM] : [];
  if (!items.length) return null;
  const style = { '--_overlay': overlayOpacity(opacity) } as CSSProperties;
  return (
    <div className={`promo variant-${variant} align-${align}`} part="base" style={style}>
      {items.map((item, index) => <PromoItem key={index} item={item} variant={variant} titleSize={titleSize} />)}
      {variant === 'two-up-medium' && subscribeUrl && (
        <a className="subscribe" part="subscribe" href={subscribeUrl}>{t('Promo_Subscribe')}</a>
      )}
    </div>
  );
}

export function Promo({ host, ...props }: Props) {
  useSignals();
  // Rendered from what the CMS printed (read again when it changes); the printed promo shows until
  // then and without JavaScript, in the same boxes.
  const snapshot = useLightDom(host, readPromo);
  const body = <PromoBody {...props} snapshot={snapshot} />;
  return VARIANT_RULES[props.variant].silentOnError
    ? <RendersNothingOnError key={`${props.variant}\u0001${snapshot.items}`}>{body}</RendersNothingOnError>
    : body;
}
