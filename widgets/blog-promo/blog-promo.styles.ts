import { DEFAULT_BACKGROUND } from './blog-promo.api.js';

// Heading scales h1…h6 as steps of the type scale (D§9: default h5); the element's level is heading-level.
const SCALES = { h1: '4xl', h2: '3xl', h3: '2xl', h4: 'xl', h5: 'lg', h6: 'md' };

export const blogPromoStyles = `
:host { display: block; }
.blog-promo {
  display: grid; gap: var(--_space-3); padding: var(--_space-5) var(--_space-4);
  background: var(--_promo-background, ${DEFAULT_BACKGROUND}); color: #ffffff; font-family: var(--_font-family-ui);
}
.details { max-width: 45rem; margin-inline: auto; }
.align-left { text-align: start; justify-items: start; }
.align-center { text-align: center; justify-items: center; }
.align-right { text-align: end; justify-items: end; }
.heading { margin: 0; font-family: var(--_font-family); font-weight: 400; line-height: 1.2; }
${Object.entries(SCALES).map(([scale, step]) => `.scale-${scale} { font-size: var(--_font-size-${step}); }`).join('\n')}
.description { margin: 0; line-height: 1.5; }
.description > :first-child { margin-top: 0; }
.description > :last-child { margin-bottom: 0; }
.scale-large { font-size: var(--_font-size-xl); }
.scale-medium { font-size: var(--_font-size-md); }
.scale-small { font-size: var(--_font-size-sm); }
.links { display: flex; flex-wrap: wrap; gap: var(--_space-2) var(--_space-4); margin: 0; padding: 0; list-style: none; }
.link { color: #ffffff; font-weight: 600; text-decoration: underline; text-underline-offset: 0.2em; }
.link:focus-visible { outline: 2px solid #ffffff; outline-offset: 3px; }
.description a { color: #ffffff; }
/* The one-click control keeps its own colours: it sits on a light panel inside the banner. */
.one-click { justify-self: stretch; max-width: 40rem; width: 100%; margin-inline: auto; box-sizing: border-box; padding: var(--_space-4); background: var(--_color-surface); color: var(--_color-ink); text-align: start; }
`;
