/** Leaflet's stylesheet as text (esbuild's `with { type: 'text' }`): the map puts it in its shadow root. */
declare module 'leaflet/dist/leaflet.css' {
  const css: string;
  export default css;
}
