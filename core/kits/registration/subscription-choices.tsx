import { useId } from 'react';
import type { SubscriptionCatalogue, SubscriptionCategory } from '../../contracts/subscriptions.js';
import { useAsync, type AsyncState } from '../async/index.js';
import { allSubscriptions, catalogueLoader } from '../subscriptions/index.js';
import { t } from './registration.strings.js';

/** The registration page's choice list (A§2: newsletter, alert, email guides). */
export const CHOICE_CATEGORIES: readonly SubscriptionCategory[] = ['newsLetters', 'alerts', 'guides'];

export interface SubscriptionChoicesProps {
  /** Alert codes ticked now. */
  selected: readonly string[];
  onChange(codes: string[]): void;
  categories?: readonly SubscriptionCategory[];
  /** The catalogue as its form loads it ({@link useChoiceCatalogue}); without it the list loads its own. */
  catalogue?: AsyncState<SubscriptionCatalogue>;
}

/**
 * The catalogue call of {@link SubscriptionChoices}, for a form that waits for it (`args` null: not
 * yet). A failure is an empty catalogue: A§8 "failed subscription fetch is silent".
 */
export const useChoiceCatalogue = (args: string | null = 'catalogue') =>
  useAsync(catalogueLoader, args, { failures: { emptyOnFailure: true } });

/**
 * Checkboxes of the catalogue's newsletters, alerts and email guides. The catalogue is public;
 * while it loads, or when it failed (A§8 "failed subscription fetch is silent"), there is no list.
 */
export function SubscriptionChoices({ selected, onChange, categories = CHOICE_CATEGORIES, catalogue: given }: SubscriptionChoicesProps) {
  const id = useId();
  const own = useChoiceCatalogue(given ? null : 'catalogue');
  const catalogue = given ?? own;
  if (catalogue.status !== 'ready' || !catalogue.data) return null;
  const items = allSubscriptions(catalogue.data, categories);
  if (!items.length) return null;
  const toggle = (code: string, on: boolean) => onChange(on ? [...selected, code] : selected.filter((c) => c !== code));
  return (
    <fieldset className="mck-choices" part="subscriptions">
      <legend part="subscriptions-legend">{t('RegistrationForm_Subscriptions')}</legend>
      {items.map((item) => (
        <div key={item.alertCode} className="mck-check" part="subscription">
          <input
            id={`${id}-${item.alertCode}`} type="checkbox" part="checkbox" value={item.alertCode}
            checked={selected.includes(item.alertCode)}
            onChange={(event) => toggle(item.alertCode, event.target.checked)}
          />
          <label htmlFor={`${id}-${item.alertCode}`}>{item.title}</label>
        </div>
      ))}
    </fieldset>
  );
}
