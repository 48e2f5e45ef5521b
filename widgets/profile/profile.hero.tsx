import type { ReactNode } from 'react';
import type { Profile } from '../../core/contracts/profiles.js';

/** D§2 "Profile page hero modes": Independent, IndependentV2, Full Bleed, Circular Crop. */
export const HERO_MODES = ['independent', 'independent-v2', 'full-bleed', 'circular-crop'] as const;
export type HeroMode = (typeof HERO_MODES)[number];

interface HeroProps {
  profile: Profile;
  mode: HeroMode;
  nameLevel: number;
  /** "Get in touch", when the page can answer it. */
  action: ReactNode;
}

/** The person's photo (none when there is none: the hero is then text only), name, English name when it differs, firm title and locations. */
export function ProfileHero({ profile, mode, nameLevel, action }: HeroProps) {
  const Name = `h${nameLevel}` as 'h1';
  return (
    <header className={`hero hero-${mode}`} part="hero" data-mode={mode}>
      {profile.standardImage && <img className="photo" part="photo" src={profile.standardImage} alt="" />}
      <div className="hero-text">
        <Name className="name" part="name">{profile.title}</Name>
        {profile.engTitle && profile.engTitle !== profile.title && (
          <p className="eng-name" part="eng-name" lang="en" dir="ltr">{profile.engTitle}</p>
        )}
        <p className="firm-title" part="firm-title">{profile.firmTitle}</p>
        {profile.locations.length > 0 && <p className="locations" part="locations">{profile.locations.join(' · ')}</p>}
        {action}
      </div>
    </header>
  );
}
