import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { AlumniModule } from './alumni-module.js';
import { alumniModuleAttributes } from './alumni-module.attributes.js';
import { alumniModuleStyles } from './alumni-module.styles.js';

/**
 * Alumni module (D§2 "Other"): the alumni site's modules loaded by their CMS component name —
 * QuizTracker, SignIn, SiteWideSearch, HomeLogin, … (28 names, `alumni-module.modules.ts`). A name
 * whose widget is built renders that widget (SignIn and HomeLogin the sign-in form, SiteWideSearch
 * the site search, JobSearch and JobDetails the job search and job page); its element is added
 * inside this tag, in the page's DOM, where the loader hydrates it as any printed tag. The other
 * names show a placeholder module labelled with the name. An unknown name shows a placeholder
 * message and warns on the console, naming the tag and the attribute; a missing name is an error.
 *
 * What the CMS printed inside the tag shows until the widget renders, and without JavaScript.
 *
 * Keyboard: the placeholder has nothing to operate; a rendered module works as that widget does.
 *
 * @tagname mck-alumni-module
 * @summary An alumni module by name: its widget, or a labelled placeholder.
 *
 * @slot - Server-rendered fallback shown until the widget renders (not shown after).
 * @slot module - The module's own element, which the widget adds itself.
 *
 * @cssprop [--mck-color-line=#d0d0d0] - The placeholder's dashed border.
 */
export class AlumniModuleElement extends defineWidget({
  tag: meta.tag,
  component: AlumniModule,
  attributes: alumniModuleAttributes,
  styles: alumniModuleStyles,
}) {}

registerWidget(AlumniModuleElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-alumni-module': AlumniModuleElement;
  }
}
