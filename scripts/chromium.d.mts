/** Path of Debian's Chromium (or CHROME_PATH); throws with the install hint when missing. */
export function chromiumPath(): string;
/** Flags every test launch uses on these machines. */
export const CHROMIUM_ARGS: string[];
