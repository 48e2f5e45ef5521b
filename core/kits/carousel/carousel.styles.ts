/**
 * keen-slider's own stylesheet (keen-slider 6.8.6, `keen-slider.min.css`, MIT), copied here because
 * the widgets render in a shadow root that page CSS does not reach; with the carousel's controls.
 */
const keenSliderCss = `
.keen-slider:not([data-keen-slider-disabled]){-webkit-touch-callout:none;-webkit-tap-highlight-color:transparent;align-content:flex-start;display:flex;overflow:hidden;position:relative;touch-action:pan-y;-webkit-user-select:none;user-select:none;width:100%}
.keen-slider:not([data-keen-slider-disabled]) .keen-slider__slide{min-height:100%;overflow:hidden;position:relative;width:100%}
.keen-slider:not([data-keen-slider-disabled])[data-keen-slider-reverse]{flex-direction:row-reverse}
.keen-slider:not([data-keen-slider-disabled])[data-keen-slider-v]{flex-wrap:wrap}
`;

/**
 * Height of the controls row under the slides. A CMS template reserves it under the first printed
 * slide (its margin), so the rendered carousel takes the box the fallback had.
 */
export const CAROUSEL_CONTROLS_HEIGHT = '3.75rem';

export const carouselStyles = `
${keenSliderCss}
:host { display: block; }
.carousel { display: block; position: relative; }
/* Each slide's share of the row from the first paint on (keen-slider then sets its exact width). */
.slide { flex: 0 0 calc(100% / var(--_per-view, 1)); box-sizing: border-box; }
.carousel:focus-visible { outline: 2px solid var(--_color-focus); outline-offset: 2px; }
.controls {
  display: flex; align-items: center; justify-content: flex-end; gap: var(--_space-3);
  box-sizing: border-box; height: ${CAROUSEL_CONTROLS_HEIGHT}; padding-top: var(--_space-3);
}
.counter { margin: 0; min-width: 4.5em; text-align: center; font-variant-numeric: tabular-nums; }
.step {
  display: inline-flex; align-items: center; justify-content: center; box-sizing: border-box;
  width: 2.75rem; height: 2.75rem; padding: 0; margin: 0; border: 1px solid currentColor; border-radius: 50%;
  background: transparent; color: var(--_color-ink, #051c2c); cursor: pointer; font: inherit;
}
.step:hover { color: var(--_color-accent); }
.step:focus-visible { outline: 2px solid var(--_color-focus); outline-offset: 2px; }
.step[aria-disabled="true"] { opacity: 0.4; cursor: default; }
.previous .chevron { transform: scaleX(-1); }
:host(:dir(rtl)) .previous .chevron { transform: none; }
:host(:dir(rtl)) .next .chevron { transform: scaleX(-1); }
.figure { margin: 0; }
.image { display: block; width: 100%; height: auto; }
.caption { margin-top: var(--_space-2); font-size: var(--_font-size-sm); line-height: 1.4; color: var(--_color-muted); }
`;
