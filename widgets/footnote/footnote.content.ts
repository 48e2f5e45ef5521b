/** What the footnote reads from the content the CMS printed inside the tag: the marker, e.g. `<sup>1</sup>`. */
export function readMarker(host: HTMLElement): { marker: string } {
  return { marker: host.textContent?.trim() ?? '' };
}
