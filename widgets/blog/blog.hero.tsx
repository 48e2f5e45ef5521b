import type { CSSProperties } from 'react';
import { EditorField } from '../../core/host/editor.js';
import { safeHtml } from '../../core/kits/html/sanitize.js';
import { HERO_HEIGHT, heroObjectPosition, type HeroStyle } from './blog.theme.js';
import type { CROP_POSITIONS } from './blog.theme.js';

interface HeroProps {
  heading: string;
  description: string;
  image: string;
  imageAlt: string;
  renderStyle: HeroStyle;
  topOffset: number;
  cropPosition: (typeof CROP_POSITIONS)[number];
  backgroundColor: string;
}

/** D§2 the blog's hero: the title and description, on the image unless the style is no-image (D§3). */
export function BlogHero({ heading, description, image, imageAlt, renderStyle, topOffset, cropPosition, backgroundColor }: HeroProps) {
  const withImage = renderStyle !== 'no-image' && image.trim() !== '';
  return (
    <header
      className={`hero hero-${withImage ? renderStyle : 'no-image'}`}
      part="hero"
      style={{ '--_hero-height': HERO_HEIGHT[withImage ? renderStyle : 'no-image'], '--_hero-background': backgroundColor } as CSSProperties}
    >
      {withImage && (
        <img className="hero-image" part="hero-image" src={image} alt={imageAlt} style={{ objectPosition: heroObjectPosition(cropPosition, topOffset) }} />
      )}
      <div className="hero-text">
        <EditorField name="Title" value={heading} as="h1" className="heading" part="heading" />
        {description.trim() && <div className="description" part="description" dangerouslySetInnerHTML={safeHtml(description)} />}
      </div>
    </header>
  );
}
