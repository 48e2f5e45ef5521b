import { useEffect, useState } from 'react';
import { useAsync } from '../../core/kits/async/index.js';
import { useCombobox } from '../../core/kits/combobox/index.js';
import { searchFailures } from './global-search.calls.js';
import { cleanQuery, SUGGESTION_DEBOUNCE_MS } from './global-search.state.js';
import { t } from './global-search.api.js';

interface SearchBoxProps {
  /** Names the search landmark (the widget's heading), so two searches on a page differ. */
  label: string;
  /** The query searched last (from the URL, a suggestion, did-you-mean): the box shows it. */
  query: string;
  fetchSuggestions: (text: string, signal: AbortSignal) => Promise<string[]>;
  onSearch: (text: string) => void;
}

/**
 * The search box with suggestions, on the combobox kit: arrows move through the suggestions,
 * wrapping, and fill the box; Enter searches what the box holds; Escape clears it. While an IME composes a word (compositionstart → compositionend) nothing is
 * asked: the text only counts once the word is committed.
 */
export function SearchBox({ label, query, fetchSuggestions, onSearch }: SearchBoxProps) {
  const [draft, setDraft] = useState(query);
  /** The cleaned text suggestions are asked for: set by typing, never mid-composition. */
  const [suggestFor, setSuggestFor] = useState('');
  const [open, setOpen] = useState(false);
  useEffect(() => setDraft(query), [query]);

  const suggestions = useAsync(fetchSuggestions, open && suggestFor ? suggestFor : null, {
    debounceMs: SUGGESTION_DEBOUNCE_MS,
    failures: searchFailures,
  });
  const terms = open && suggestFor ? suggestions.data ?? [] : [];

  function search(text: string) {
    const cleaned = cleanQuery(text);
    setDraft(cleaned);
    setSuggestFor('');
    setOpen(false);
    if (cleaned) onSearch(cleaned);
  }
  const box = useCombobox({
    options: terms,
    onChoose: search,
    onHighlight: setDraft,
    onEscape() {
      setDraft('');
      setSuggestFor('');
      setOpen(false);
    },
    onBlur: () => setOpen(false),
    onText: typed,
  });
  function typed(text: string) {
    setDraft(text);
    box.resetHighlight();
    setOpen(true);
    if (!box.isComposing()) setSuggestFor(cleanQuery(text));
  }

  return (
    <form
      className="form" part="form" role="search" aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        if (!box.isComposing()) search(draft);
      }}
    >
      <div className="box">
        <input
          className="input" part="input" type="text" name="q" spellCheck={false}
          aria-label={t('GlobalSearch_Label')} {...box.inputProps}
          value={draft}
          onChange={(event) => typed(event.currentTarget.value)}
        />
        <ul className="suggestions" part="suggestions" {...box.listProps} aria-label={t('GlobalSearch_Suggestions')}>
          {terms.map((term, i) => (
            <li
              key={term} {...box.optionProps(i)}
              className={i === box.highlighted ? 'suggestion highlighted' : 'suggestion'}
              part={i === box.highlighted ? 'suggestion highlighted' : 'suggestion'}
            >
              {term}
            </li>
          ))}
        </ul>
      </div>
      <button className="submit" part="submit" type="submit">{t('GlobalSearch_Submit')}</button>
    </form>
  );
}
