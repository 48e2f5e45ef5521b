/** The page of one visualisation on the embed host (`embedBase` ends with `/`, the id is one safe segment). */
export const flourishEmbedUrl = (embedBase: string, visualisationId: string) =>
  `${embedBase}visualisation/${visualisationId}/embed`;
