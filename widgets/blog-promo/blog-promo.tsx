import { useSignals } from '@preact/signals-react/runtime';
import type { CSSProperties } from 'react';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { EditorField, useEditorMode } from '../../core/host/editor.js';
import { resolveCtaLink, type ResolvedCtaLink } from '../../core/kits/content/index.js';
import { safeHtml } from '../../core/kits/html/sanitize.js';
import { session, sessionPending } from '../../core/session/session.js';
import { type blogPromoAttributes, t } from './blog-promo.api.js';

/** D§4: hidden when hidePromoBar is set or there is no title. */
export const isPromoShown = (heading: string, hidePromoBar: boolean) => !hidePromoBar && heading.trim() !== '';

/**
 * D§4, D§6: the form container shows only to a reader without a session (and not while the
 * session is still being read, so a signed-in reader never sees it flash).
 */
export const showsForm = (signedIn: boolean, sessionPending: boolean) => !signedIn && !sessionPending;

type Props = WidgetProps<typeof blogPromoAttributes>;

/** The calls to action that can be rendered (content kit rules: text, URL, navigation check). */
const renderableLinks = (cta: Props['cta']): ResolvedCtaLink[] =>
  cta.flatMap((link) => {
    const result = resolveCtaLink(link);
    return result.ok ? [result.link] : [];
  });

export function BlogPromo(props: Props) {
  useSignals();
  const { heading, headingLevel, headingScale, description, descriptionScale, cta, align, enableOneClick, hidePromoBar, backgroundColor, isDetailsPage } = props;
  const formShown = showsForm(session.value, sessionPending.value);
  // Editors see a promo without a title, with a placeholder for it, so they can find and fill it.
  const editing = useEditorMode();
  if (!isPromoShown(heading, hidePromoBar) && !(editing && !hidePromoBar)) return null;
  const links = renderableLinks(cta);
  const Heading = `h${headingLevel}` as 'h2';
  return (
    <section
      className={`blog-promo align-${align}${isDetailsPage ? ' details' : ''}`}
      part="base"
      aria-label={heading || undefined}
      style={{ '--_promo-background': backgroundColor } as CSSProperties}
    >
      <EditorField name="Title" value={heading} as={Heading} className={`heading scale-${headingScale}`} part="heading" />
      {description.trim() && (
        <div className={`description scale-${descriptionScale}`} part="description" dangerouslySetInnerHTML={safeHtml(description)} />
      )}
      {enableOneClick
        ? <div className="one-click" part="one-click"><slot name="one-click" /></div>
        : links.length > 0 && (
          <ul className="links" part="links">
            {links.map((link) => (
              <li key={link.href + link.text}>
                <a className="link" part="link" href={link.href} title={link.title} target={link.target} rel={link.rel}>{link.text}</a>
              </li>
            ))}
          </ul>
        )}
      {/* After the calls to action: where the printed fallback shows the form (its slot comes last). */}
      {formShown && <div className="form" part="form" role="group" aria-label={t('BlogPromo_FormLabel')}><slot name="form" /></div>}
    </section>
  );
}
