import type { ProfileCard as Card } from '../../core/contracts/profiles.js';
import { resolveCtaLink } from '../../core/kits/content/index.js';
import { safeHtml } from '../../core/kits/html/sanitize.js';

/** Up to two letters for a card without a photo: the first letters of the first and last names. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words;
  return letters.map((word) => [...word][0]!.toLocaleUpperCase()).join('');
}

interface CardProps {
  profile: Card;
  nameLevel: number;
}

/**
 * One person: photo (or their initials when there is none), name, firm title, locations and the
 * CMS's description (sanitised). A public profile's name links to its people page, through the
 * content kit's checks; a private one (D§6) is plain text: no link, nothing to focus.
 */
export function ProfileCard({ profile, nameLevel }: CardProps) {
  const link = profile.isPrivate ? null : resolveCtaLink({ linkType: 'internal', url: profile.url, text: profile.title });
  const Name = `h${Math.min(nameLevel, 6)}` as 'h3';
  return (
    <li className="card" part="card" data-private={profile.isPrivate || undefined}>
      {profile.standardImage
        ? <img className="image" part="image" src={profile.standardImage} alt="" loading="lazy" />
        : <span className="image monogram" part="image" aria-hidden="true">{initials(profile.title)}</span>}
      <Name className="name" part="name">
        {link?.ok ? <a className="link" part="link" href={link.link.href}>{link.link.text}</a> : profile.title}
      </Name>
      <p className="firm-title" part="firm-title">{profile.firmTitle}</p>
      {profile.locations.length > 0 && <p className="locations" part="locations">{profile.locations.join(' · ')}</p>}
      <div className="description" part="description" dangerouslySetInnerHTML={safeHtml(profile.description)} />
    </li>
  );
}
