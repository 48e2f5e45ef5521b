export const accordionStyles = `
.heading { font-family: var(--_font-family); margin: 0 0 var(--_space-3); font-size: var(--_font-size-2xl); }
.list { border-top: 1px solid var(--_color-line); }
.item { border-bottom: 1px solid var(--_color-line); }
.item-heading { margin: 0; font-size: var(--_font-size-lg); font-weight: 600; }
.trigger {
  all: unset; box-sizing: border-box; display: flex; width: 100%; align-items: center;
  justify-content: space-between; gap: var(--_space-3); padding: var(--_space-3) 0; cursor: pointer;
  font-family: var(--_font-family-ui); font-weight: 600; color: var(--_color-ink);
}
.trigger:focus-visible { outline: 2px solid var(--_color-focus); outline-offset: 2px; }
.trigger:hover .title { text-decoration: underline; }
.icon { flex: none; width: 1rem; height: 1rem; transition: transform var(--_transition-speed); }
.trigger[aria-expanded='true'] .icon { transform: rotate(180deg); }
.panel { padding: 0 0 var(--_space-3); color: var(--_color-ink); }
.panel[hidden] { display: none; }
.panel :is(p, ul, ol):first-child { margin-top: 0; }
`;
