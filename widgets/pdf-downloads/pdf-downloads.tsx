import { useSignals } from '@preact/signals-react/runtime';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { EditorField, useEditorMode } from '../../core/host/editor.js';
import { navigateTo } from '../../core/page/navigation.js';
import { session } from '../../core/session/session.js';
import { type pdfDownloadsAttributes, t } from './pdf-downloads.api.js';
import { isRegisteredOnly, pdfHref, pdfName, printRoute, saveRoute, sizeLabel } from './pdf-downloads.links.js';
import type { PdfDocument } from './pdf-downloads.schema.js';

const TAG = '[mck-pdf-downloads]';

/** A§9: the page count when known, else the size. */
function metaLabel(doc: PdfDocument): string | null {
  if (doc.pageCount) return doc.pageCount === 1 ? t('PdfDownloads_OnePage') : t('PdfDownloads_Pages', { count: doc.pageCount });
  if (doc.size !== undefined) return t('PdfDownloads_Size', sizeLabel(doc.size));
  return null;
}

function PdfLink({ doc, href }: { doc: PdfDocument; href: string }) {
  const meta = metaLabel(doc);
  return (
    <li>
      <a className="link" part="link" href={href}>{pdfName(doc)}</a>
      <span className="meta" part="meta"> ({[t('PdfDownloads_Pdf'), meta].filter(Boolean).join(', ')})</span>
    </li>
  );
}

export function PdfDownloads({ fullReport, languages, accessStatus, heading, actions }: WidgetProps<typeof pdfDownloadsAttributes>) {
  useSignals();
  const editing = useEditorMode();
  const signedIn = session.value;
  const registeredOnly = isRegisteredOnly(accessStatus);
  const hrefOf = (doc: PdfDocument) => pdfHref(doc.src, registeredOnly, signedIn);
  const empty = !fullReport && languages.length === 0;
  if (empty && !editing) return null;

  const print = () => {
    const route = printRoute(registeredOnly, signedIn);
    if (route) navigateTo(route, `${TAG} print`);
    else window.print();
  };

  // A labelled group, not a region landmark: an article may list downloads more than once, and
  // landmarks must have unique names.
  return (
    <section className="downloads" part="base" role="group" aria-label={heading ? undefined : t('PdfDownloads_Label')} aria-labelledby={heading ? 'pdf-heading' : undefined}>
      <EditorField name="Heading" value={heading} as="h2" className="heading" part="heading" id="pdf-heading" />
      {empty && <EditorField name="PDF documents" value="" as="p" />}
      {fullReport && (
        <ul className="list" part="list" aria-label={t('PdfDownloads_FullReport')}>
          <PdfLink doc={{ ...fullReport, displayName: fullReport.displayName || fullReport.name || t('PdfDownloads_FullReport') }} href={hrefOf(fullReport)} />
        </ul>
      )}
      {languages.length > 0 && (
        <>
          <h3 className="subheading" id="pdf-languages">{t('PdfDownloads_OtherLanguages')}</h3>
          <ul className="list" part="list" aria-labelledby="pdf-languages">
            {languages.map((doc) => <PdfLink key={doc.src} doc={doc} href={hrefOf(doc)} />)}
          </ul>
        </>
      )}
      {actions && (
        <div className="actions" part="actions">
          <button type="button" className="action" part="action" data-action="print" onClick={print}>{t('PdfDownloads_Print')}</button>
          <button type="button" className="action" part="action" data-action="save" onClick={() => navigateTo(saveRoute(signedIn), `${TAG} save`)}>{t('PdfDownloads_Save')}</button>
        </div>
      )}
    </section>
  );
}
