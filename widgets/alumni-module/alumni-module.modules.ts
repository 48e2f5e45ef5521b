/**
 * The alumni modules a page loads by name (D§2 "Other": 28 names), each with the element that
 * renders it. A name maps to a tag only when that widget is built (`widgets/<name>/meta.json`;
 * the unit test holds every tag to that); the others show a labelled placeholder module until
 * their widget exists. A name outside this table shows the unknown-name message.
 */
export const ALUMNI_MODULES = {
  QuizTracker: null,
  SignIn: 'mck-signin',
  SiteWideSearch: 'mck-global-search',
  // The home page's sign-in box is the sign-in form.
  HomeLogin: 'mck-signin',
  ContactUs: null,
  ForgotPassword: null,
  ResetPassword: null,
  Registration: null,
  ForgotEmailFMNO: null,
  ChangePassword: null,
  RecruiterRegistration: null,
  DirectorySearch: null,
  JobDetails: 'mck-job-detail',
  PostARole: null,
  Profile: null,
  Candidate: null,
  BulkUpload: null,
  SearchAll: null,
  JobSearch: 'mck-job-search',
  CandidateSearch: null,
  PersonalSettings: null,
  MyPosts: null,
  EmailSubscriptions: null,
  HomeBadge: null,
  Connections: null,
  ManageCorporateRecruiter: null,
  ContentSearch: null,
  UpdateInfo: null,
} as const satisfies Record<string, `mck-${string}` | null>;

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
