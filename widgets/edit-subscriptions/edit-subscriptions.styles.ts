export const editSubscriptionsStyles = `
:host { --_check-size: 1.125rem; } /* a checkbox, and the indent that lines details up with its label */
.edit-subscriptions { display: grid; gap: var(--_space-4); max-width: 48rem; }
.heading { font-family: var(--_font-family); margin: 0; font-size: var(--_font-size-3xl); line-height: 1.2; }
.banners:empty { display: none; }
.banner { margin: 0; padding: var(--_space-2) var(--_space-3); background: var(--_color-subtle); border-inline-start: 4px solid; }
.banner.success { border-color: var(--_color-success); }
.banner.error { border-color: var(--_color-error); }
.loading { margin: 0; color: var(--_color-muted); }
.groups { display: grid; gap: var(--_space-4); }
.group { margin: 0; padding: 0; border: 0; display: grid; gap: var(--_space-2); }
.group-heading { margin: 0; font-family: var(--_font-family); font-size: var(--_font-size-xl); }
.option { display: flex; gap: var(--_space-2); align-items: baseline; cursor: pointer; }
.option input { width: var(--_check-size); height: var(--_check-size); margin: 0; flex: none; accent-color: var(--_color-accent); }
.option input:focus-visible { outline: 2px solid var(--_color-focus); outline-offset: 2px; }
.select-all, .unsubscribe-all { font-weight: 600; }
.title { font-weight: 600; }
.item { display: grid; gap: var(--_space-1); }
.details { margin: 0; padding-inline-start: calc(var(--_check-size) + var(--_space-2)); color: var(--_color-muted); font-size: var(--_font-size-sm); }
.details a { color: var(--_color-accent); }
.save, .sign-in {
  justify-self: start; padding: var(--_space-2) var(--_space-4); border-radius: var(--_radius); cursor: pointer; font-weight: 600;
  border: 2px solid var(--_color-accent); background: var(--_color-accent); color: var(--_color-accent-ink); font-size: var(--_font-size-md); text-decoration: none;
}
.save[aria-disabled='true'] { opacity: 0.6; cursor: progress; }
`;
