/** A 16:9 gradient with a hue taken from the name, so each article image looks different. */
export function placeholderImageSvg(name: string): string {
  let hue = 0;
  for (const ch of name) hue = (hue * 31 + ch.charCodeAt(0)) % 360;
  const other = (hue + 40) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900" width="1600" height="900">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue} 60% 35%)"/><stop offset="1" stop-color="hsl(${other} 70% 55%)"/>
</linearGradient></defs>
<rect width="1600" height="900" fill="url(#g)"/>
<circle cx="1200" cy="300" r="220" fill="hsl(${other} 80% 80% / 0.35)"/>
</svg>`;
}
