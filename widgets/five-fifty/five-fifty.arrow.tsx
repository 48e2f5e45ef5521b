import { t } from './five-fifty.api.js';

/** The carousel kit's chevron look (its `.step` and `.chevron` styles turn and mirror it). */
const Chevron = () => (
  <svg className="chevron" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
    <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);

/** A previous or next arrow: `aria-disabled` at the ends, so focus stays on it. */
export function Arrow({ way, disabled, onClick }: { way: 'previous' | 'next'; disabled: boolean; onClick: () => void }) {
  return (
    <button
      type="button" className={`step ${way}`} part={way} aria-disabled={disabled}
      aria-label={t(way === 'previous' ? 'FiveFifty_Previous' : 'FiveFifty_Next')}
      onClick={() => { if (!disabled) onClick(); }}
    >
      <Chevron />
    </button>
  );
}
