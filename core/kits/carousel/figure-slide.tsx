import type { Figure } from './figures.js';

/**
 * One printed figure as a slide: its image (with `defaultAlt` for screen readers when the CMS gave
 * none, E§8) and its caption.
 */
export function FigureSlide({ figure, defaultAlt }: { figure: Figure; defaultAlt: string }) {
  return (
    <figure className="figure">
      <img
        className="image" part="image" src={figure.src} alt={figure.alt || defaultAlt}
        width={figure.width} height={figure.height} draggable={false}
      />
      {figure.caption && <figcaption className="caption" part="caption">{figure.caption}</figcaption>}
    </figure>
  );
}
