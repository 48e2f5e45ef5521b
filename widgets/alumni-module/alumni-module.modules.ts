/**
 * The alumni modules a page loads by name (D§2 "Other": 28 names), each with the element that
 * renders it: a tag whenever a widget of this repository does that module's job (the unit test
 * holds every tag to a built widget), else null, the placeholder module (which names, and why, is
 * the define file's prose). A name outside this table shows the unknown-name message.
 */
export const ALUMNI_MODULES = {
  QuizTracker: null,
  SignIn: 'mck-signin',
  SiteWideSearch: 'mck-global-search',
  HomeLogin: 'mck-signin',
  ContactUs: 'mck-form',
  ForgotPassword: 'mck-forgot-password',
  ResetPassword: 'mck-reset-password',
  Registration: 'mck-registration',
  ForgotEmailFMNO: null,
  ChangePassword: 'mck-profile-settings',
  RecruiterRegistration: null,
  DirectorySearch: null,
  JobDetails: 'mck-job-detail',
  PostARole: null,
  Profile: null,
  Candidate: null,
  BulkUpload: null,
  SearchAll: 'mck-global-search',
  JobSearch: 'mck-job-search',
  CandidateSearch: null,
  PersonalSettings: 'mck-profile-settings',
  MyPosts: null,
  EmailSubscriptions: 'mck-edit-subscriptions',
  HomeBadge: null,
  Connections: null,
  ManageCorporateRecruiter: null,
  ContentSearch: 'mck-global-search',
  UpdateInfo: 'mck-profile-settings',
} as const satisfies Record<string, `mck-${string}` | null>;

/** Attributes a module's element always gets (the tag's `module-attributes` add to them). */
export const MODULE_PRESETS: Partial<Record<AlumniModuleName, Readonly<Record<string, string>>>> = {
  ContactUs: { 'form-type': 'global contact us' },
};

export type AlumniModuleName = keyof typeof ALUMNI_MODULES;

export const ALUMNI_MODULE_NAMES = Object.keys(ALUMNI_MODULES) as AlumniModuleName[];

export type AlumniModule =
  | { kind: 'widget'; tag: string }
  | { kind: 'placeholder' }
  | { kind: 'unknown' };

/** What a name renders: its widget, the placeholder module, or (not in the table) the unknown-name message. Names match exactly, as the CMS sends them. */
export function alumniModuleFor(name: string): AlumniModule {
  if (!Object.hasOwn(ALUMNI_MODULES, name)) return { kind: 'unknown' };
  const tag = ALUMNI_MODULES[name as AlumniModuleName];
  return tag ? { kind: 'widget', tag } : { kind: 'placeholder' };
}
