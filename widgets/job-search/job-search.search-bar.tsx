import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useAsync } from '../../core/kits/async/index.js';
import { fetchSuggestions, nothingOnFailure } from './job-search.calls.js';
import { t } from './job-search.strings.js';

/** The next highlighted suggestion for an arrow key, wrapping around (D§4); -1 is none. */
export function stepSuggestion(active: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return (active + 1) % count;
  return active <= 0 ? count - 1 : active - 1;
}

/**
 * The search bar (D§2, D§4): a combobox with job-title suggestions, asked for as typed (D§5).
 * Enter searches the highlighted suggestion or the text; arrows move through the suggestions and
 * wrap; Escape clears the text and the search. Suggestions go away on blur, search and clear.
 */
export function SearchBar({ query, label, onSearch }: { query: string; label: string; onSearch: (query: string) => void }) {
  const [text, setText] = useState(query);
  const [suggesting, setSuggesting] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  // A back or forward step, or a removal elsewhere, changes the search: the box shows it.
  useEffect(() => setText(query), [query]);
  const suggestions = useAsync(fetchSuggestions, suggesting && text ? text : null, { failures: nothingOnFailure });
  const terms = suggesting && suggestions.status === 'ready' ? suggestions.data ?? [] : [];
  const open = terms.length > 0;

  const closeSuggestions = () => { setSuggesting(false); setActive(-1); };
  const search = (value: string) => {
    setText(value);
    closeSuggestions();
    onSearch(value.trim());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive(stepSuggestion(active, terms.length, event.key));
    } else if (event.key === 'Escape') {
      event.preventDefault();
      search('');
    }
  };

  return (
    <form role="search" className="search" part="search" aria-label={label}
      onSubmit={(event) => { event.preventDefault(); search(active >= 0 && terms[active] ? terms[active] : text); }}>
      <div className="combo">
        <input
          type="text" role="combobox" className="input" part="input" name="query" autoComplete="off"
          aria-label={t('JobSearch_SearchLabel')} aria-autocomplete="list" aria-expanded={open} aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
          value={text}
          onChange={(event) => { setText(event.target.value); setSuggesting(true); setActive(-1); }}
          onKeyDown={onKeyDown}
          onBlur={closeSuggestions}
        />
        {text && (
          <button type="button" className="clear" part="clear" aria-label={t('JobSearch_ClearQuery')} onClick={() => search('')}>×</button>
        )}
        <ul id={listId} role="listbox" className="suggestions" part="suggestions" aria-label={t('JobSearch_Suggestions')} hidden={!open}>
          {terms.map((term, index) => (
            <li key={term} id={`${listId}-${index}`} role="option" aria-selected={index === active} className="suggestion" part="suggestion"
              onMouseDown={(event) => event.preventDefault()} onClick={() => search(term)}>
              {term}
            </li>
          ))}
        </ul>
      </div>
      <button type="submit" className="submit" part="submit">{t('JobSearch_Submit')}</button>
    </form>
  );
}
