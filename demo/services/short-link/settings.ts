/** The short-link service's own knobs, from the environment (tests pass their own). */
export interface ShortLinkSettings {
  /**
   * The bearer token callers present (MCK_SHORT_LINK_TOKEN, default `demo-short-link-token`). The
   * demo prints it into the page config (`shortLinkToken`): it is a public key that says "called
   * from a page of ours", not a secret; the allowed-origin rule and the rate limit are the defence.
   */
  token: string;
  /** Shorten requests per client per window (MCK_SHORT_LINK_RATE_LIMIT, default 30 per 60 s; 0 turns it off). */
  rateLimit: { max: number; windowSeconds: number };
}

const count = (raw: string | undefined, fallback: number) => {
  const value = Number(raw);
  return raw !== undefined && raw !== '' && Number.isInteger(value) && value >= 0 ? value : fallback;
};

export function shortLinkSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): ShortLinkSettings {
  return {
    token: env.MCK_SHORT_LINK_TOKEN || 'demo-short-link-token',
    rateLimit: { max: count(env.MCK_SHORT_LINK_RATE_LIMIT, 30), windowSeconds: 60 },
  };
}
