import { carouselStyles } from '../../core/kits/carousel/index.js';
import { CONTROLS_REM, TAB_BAR_REM } from './five-fifty.layout.js';

/*
 * Both layouts fill the view under the site header (--_header, the header-offset attribute): the
 * desktop pin with its tab bar over the panels, the mobile carousel with its controls under them.
 * The bar and the controls have fixed heights, and each slotted section fills its panel, so a
 * template's fallback CSS (the gallery's <style>) gives the first printed section the same box.
 * The arrows take the carousel kit's look (.step, .chevron). The carousel is the small viewport
 * high (svh: the view while a phone's browser shows its toolbars), so its arrows and bullets are
 * on screen once the story locks under the header.
 */
export const fiveFiftyStyles = `
${carouselStyles}
:host { display: block; }
.story { position: relative; block-size: calc(100vh - var(--_header) + var(--_scroll-length)); }
.pin {
  position: sticky; top: var(--_header); block-size: calc(100vh - var(--_header));
  display: flex; flex-direction: column; overflow: hidden;
}
.bar {
  flex: none; display: flex; align-items: center; gap: var(--_space-2); box-sizing: border-box;
  block-size: ${TAB_BAR_REM}rem; padding: 0 var(--_space-2); border-bottom: 1px solid var(--_color-line);
  background: var(--_color-surface);
}
.tabs { flex: 1 1 auto; display: flex; align-self: stretch; min-inline-size: 0; overflow-x: auto; scrollbar-width: none; }
.tab {
  flex: 0 0 auto; margin: 0; padding: 0 var(--_space-3); border: 0; border-bottom: 3px solid transparent;
  background: none; cursor: pointer; white-space: nowrap; font: 600 var(--_font-size-md)/1.2 var(--_font-family-ui); color: var(--_color-muted);
}
.tab:hover { color: var(--_color-ink); }
.tab[aria-selected="true"] { color: var(--_color-ink); border-bottom-color: var(--_color-accent); }
.viewport { flex: 1 1 auto; min-block-size: 0; overflow: hidden; }
.story .track { display: flex; block-size: 100%; }
.story .panel { flex: 0 0 100%; block-size: 100%; min-inline-size: 0; }
/*
 * A panel is the story's view, so each section fills it; what a section holds stands in the middle
 * of that view, not in a strip at its top over a view of blank. "safe": a section taller than its
 * panel scrolls from its start.
 */
::slotted(section) {
  box-sizing: border-box; block-size: 100%; margin: 0; overflow: auto;
  display: flex; flex-direction: column; justify-content: safe center;
}
.swipe { display: flex; flex-direction: column; block-size: calc(100vh - var(--_header)); block-size: calc(100svh - var(--_header)); }
.swipe .track { flex: 1 1 auto; min-block-size: 0; }
.swipe .controls { flex: none; justify-content: center; block-size: ${CONTROLS_REM}rem; padding: 0; }
.bullets { display: flex; gap: var(--_space-1); }
.bullet { display: grid; place-items: center; inline-size: 1.5rem; block-size: 1.5rem; padding: 0; margin: 0; border: 0; background: none; cursor: pointer; }
.bullet::before {
  content: ""; box-sizing: border-box; inline-size: 0.75rem; block-size: 0.75rem; border-radius: 50%;
  border: 2px solid var(--_color-ink);
}
.bullet[aria-selected="true"]::before { background: var(--_color-ink); }
.tab:focus-visible, .bullet:focus-visible { outline: 2px solid var(--_color-focus); outline-offset: -2px; }
.empty { padding: var(--_space-3); }
`;
