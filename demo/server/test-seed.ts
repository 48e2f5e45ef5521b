/** Small enough to migrate and seed in a few seconds, big enough for every demo user's data. */
export const TEST_SEED_SCALE = 0.02;
