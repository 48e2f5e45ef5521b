import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { AlumniModule } from './alumni-module.js';
import { alumniModuleAttributes } from './alumni-module.api.js';
import { alumniModuleStyles } from './alumni-module.styles.js';

/**
 * Alumni module (D§2 "Other"): the alumni site's modules loaded by their CMS component name —
 * QuizTracker, SignIn, SiteWideSearch, HomeLogin, … (28 names). Every name a widget of this
 * project serves renders that widget: SignIn and HomeLogin the sign-in form; ContactUs the firm's
 * contact form (`mck-form`, "global contact us", its `to` from `module-attributes`);
 * ForgotPassword, ResetPassword and Registration those account pages; ChangePassword,
 * PersonalSettings and UpdateInfo the profile settings form (name, details and password);
 * EmailSubscriptions the subscriptions page; SiteWideSearch, SearchAll and ContentSearch the site
 * search; JobSearch and JobDetails the job search and job page. Its element is added inside this
 * tag, in the page's DOM, with the attributes of `module-attributes`, where the loader hydrates it
 * as any printed tag.
 *
 * The other names are the alumni network's own services, which no service of this project offers:
 * QuizTracker, ForgotEmailFMNO (an email found by firm member number), DirectorySearch and
 * Connections (the alumni directory), Profile (an alumnus's public profile), HomeBadge, and the
 * recruiting modules RecruiterRegistration, PostARole, MyPosts, Candidate, CandidateSearch,
 * BulkUpload and ManageCorporateRecruiter. They show a placeholder module labelled with the name.
 * An unknown name shows a placeholder message and warns on the console, naming the tag and the
 * attribute; a missing name is an error.
 *
 * What the CMS printed inside the tag shows until the widget renders, and without JavaScript.
 *
 * Keyboard: the placeholder has nothing to operate; a rendered module works as that widget does.
 *
 * Screen readers: a rendered module is announced as that widget is. The placeholder is a region
 * named by its level-2 heading (the module's name), followed by its message; the console warning is
 * not announced.
 *
 * @tagname mck-alumni-module
 * @summary An alumni module by name: its widget, or a labelled placeholder.
 *
 * @slot - Server-rendered fallback shown until the widget renders (not shown after).
 * @slot module - The module's own element, which the widget adds itself.
 *
 * @cssprop --mck-color-line - The placeholder's dashed border.
 */
export class AlumniModuleElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
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
