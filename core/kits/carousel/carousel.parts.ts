import type { PartDocs } from '../../host/parts.js';

/** Parts the carousel kit renders; a widget using `<Carousel>` spreads these into its parts. */
export const carouselParts = {
  carousel: 'The carousel region (focusable: arrow keys move between slides).',
  track: 'The row of slides keen-slider moves.',
  slide: 'One slide.',
  controls: 'The row holding the previous and next buttons and the counter.',
  previous: 'The "previous slide" button (disabled on the first slide).',
  next: 'The "next slide" button (disabled on the last slide).',
  counter: 'The two-digit counter, "01 / 05".',
  image: 'A slide\'s image.',
  caption: 'A slide\'s caption.',
} as const satisfies PartDocs;
