import { useSignals } from '@preact/signals-react/runtime';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { EditorField, useEditorMode } from '../../core/host/editor.js';
import { gradientOpacity, overlayOpacity, resolveCtaLink, useLightDom } from '../../core/kits/content/index.js';
import { type sectionHeaderAttributes, t } from './section-header.api.js';

/** What the CMS printed inside the tag that changes what the widget renders. */
interface PrintedContent {
  /** Any default-slot content: the eyebrow and headline (else an editor placeholder). */
  headline: boolean;
  /** An `<img slot="image">` (or other element in the image slot). */
  image: boolean;
}

const readPrinted = (host: HTMLElement): PrintedContent => ({
  headline: [...host.childNodes].some((node) => (node instanceof Element ? !node.hasAttribute('slot') : !!node.textContent?.trim())),
  image: !!host.querySelector(':scope > [slot="image"]'),
});

/**
 * The band's layers (image, overlay, gradient) behind the CMS's own eyebrow and headline, which
 * stay in the light DOM (the default slot): the page reads the same before and without JavaScript.
 * The call to action comes from the `cta` attribute through the content kit; the `<a slot="cta">`
 * the CMS prints is its fallback until then.
 * Sizes, alignment and crop are `:host([…])` rules on the attributes (section-header.styles.ts).
 */
export function SectionHeader({
  host, renderMode, backgroundColor, backgroundOpacity, gradientDirection, gradientLevel, cta,
}: WidgetProps<typeof sectionHeaderAttributes>) {
  useSignals();
  const editing = useEditorMode();
  const printed = useLightDom(host, readPrinted);
  const link = cta ? resolveCtaLink(cta) : null;
  const image = renderMode === 'full' && printed.image;
  // Without an image there is nothing to see through: the overlay is the band's colour.
  const opacity = image ? overlayOpacity(backgroundOpacity) : 1;

  return (
    <div className="section-header" part="base">
      {image && <div className="media" part="media"><slot name="image" /></div>}
      <div className="overlay" part="overlay" style={{ opacity, ...(backgroundColor ? { backgroundColor } : {}) }} />
      {gradientDirection !== 'none' && (
        <div className={`gradient gradient-${gradientDirection}`} part="gradient" style={{ opacity: gradientOpacity(gradientLevel) }} />
      )}
      <div className="content" part="content">
        {printed.headline || !editing ? <slot /> : <EditorField name={t('SectionHeader_Headline')} value="" as="p" />}
        {link?.ok
          ? <a className="cta" part="cta" href={link.link.href} target={link.link.target} rel={link.link.rel} title={link.link.title}>{link.link.text}</a>
          : <EditorField name={t('SectionHeader_CallToAction')} value="" as="p" />}
      </div>
    </div>
  );
}
