import { useEffect, useState } from 'react';
import { useAsync } from '../../core/kits/async/index.js';
import { useCombobox } from '../../core/kits/combobox/index.js';
import { fetchSuggestions, nothingOnFailure } from './job-search.calls.js';
import { t } from './job-search.api.js';

/**
 * The search bar (D§2, D§4): a combobox (the combobox kit) with job-title suggestions, asked for
 * as typed (D§5). Enter searches the highlighted suggestion or the text; arrows move through the
 * suggestions and wrap; Escape clears the text and the search. Suggestions go away on blur, search
 * and clear.
 */
export function SearchBar({ query, label, onSearch }: { query: string; label: string; onSearch: (query: string) => void }) {
  const [text, setText] = useState(query);
  const [suggesting, setSuggesting] = useState(false);
  // A back or forward step, or a removal elsewhere, changes the search: the box shows it.
  useEffect(() => setText(query), [query]);
  const suggestions = useAsync(fetchSuggestions, suggesting && text ? text : null, { failures: nothingOnFailure });
  const terms = suggesting && suggestions.status === 'ready' ? suggestions.data ?? [] : [];

  const search = (value: string) => {
    setText(value);
    setSuggesting(false);
    onSearch(value.trim());
  };
  const box = useCombobox({ options: terms, onChoose: search, onEscape: () => search(''), onBlur: () => setSuggesting(false) });

  return (
    <form role="search" className="search" part="search" aria-label={label}
      onSubmit={(event) => { event.preventDefault(); search(text); }}>
      <div className="combo">
        <input
          type="text" className="input" part="input" name="query"
          aria-label={t('JobSearch_SearchLabel')} {...box.inputProps}
          value={text}
          onChange={(event) => { setText(event.target.value); setSuggesting(true); box.resetHighlight(); }}
        />
        {text && (
          <button type="button" className="clear" part="clear" aria-label={t('JobSearch_ClearQuery')} onClick={() => search('')}>×</button>
        )}
        <ul {...box.listProps} className="suggestions" part="suggestions" aria-label={t('JobSearch_Suggestions')}>
          {terms.map((term, index) => (
            <li key={term} {...box.optionProps(index)} className="suggestion" part="suggestion">{term}</li>
          ))}
        </ul>
      </div>
      <button type="submit" className="submit" part="submit">{t('JobSearch_Submit')}</button>
    </form>
  );
}
