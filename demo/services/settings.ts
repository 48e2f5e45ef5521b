/** Knobs of the reference services, from the environment; tests pass their own. */
export interface ServiceSettings {
  /** Access-token lifetime in seconds (MCK_ACCESS_TTL, default 900). */
  accessTtlSeconds: number;
  /** Refresh-token lifetime in seconds (MCK_REFRESH_TTL, default 30 days). */
  refreshTtlSeconds: number;
  /** A sign-in older than this needs a fresh one for sensitive data (MCK_SENSITIVE_MAX_AGE, default 1 day). */
  sensitiveDataMaxAgeSeconds: number;
  /** JWT signing secret (MCK_JWT_SECRET); unset: one is generated and kept in the database. */
  jwtSecret?: string;
  /** Value the video service expects in its policy header (MCK_VIDEO_POLICY_KEY). */
  videoPolicyKey: string;
  /** How long `slow-*` videos take to answer (MCK_VIDEO_SLOW_MS, default 35000: past the client's 30 s). */
  videoSlowMs: number;
}

const nonNegative = (raw: string | undefined, fallback: number) => {
  const value = Number(raw);
  return raw !== undefined && raw !== '' && Number.isFinite(value) && value >= 0 ? value : fallback;
};

export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env): ServiceSettings {
  return {
    accessTtlSeconds: nonNegative(env.MCK_ACCESS_TTL, 900),
    refreshTtlSeconds: nonNegative(env.MCK_REFRESH_TTL, 30 * 24 * 3600),
    sensitiveDataMaxAgeSeconds: nonNegative(env.MCK_SENSITIVE_MAX_AGE, 24 * 3600),
    ...(env.MCK_JWT_SECRET ? { jwtSecret: env.MCK_JWT_SECRET } : {}),
    videoPolicyKey: env.MCK_VIDEO_POLICY_KEY || 'demo-video-policy-key',
    videoSlowMs: nonNegative(env.MCK_VIDEO_SLOW_MS, 35_000),
  };
}
