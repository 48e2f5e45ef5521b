import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useAsync } from '../../core/kits/async/index.js';
import { searchFailures } from './global-search.calls.js';
import { cleanQuery, moveHighlight, SUGGESTION_DEBOUNCE_MS } from './global-search.state.js';
import { t } from './global-search.strings.js';

interface SearchBoxProps {
  /** Names the search landmark (the widget's heading), so two searches on a page differ. */
  label: string;
  /** The query searched last (from the URL, a suggestion, did-you-mean): the box shows it. */
  query: string;
  fetchSuggestions: (text: string, signal: AbortSignal) => Promise<string[]>;
  onSearch: (text: string) => void;
}

/**
 * The search box with suggestions: a combobox with a listbox (ARIA APG "list autocomplete"). Arrows
 * move through the suggestions, wrapping, and fill the box; Enter searches what the box holds;
 * Escape clears it. While an IME composes a word (compositionstart → compositionend) nothing is
 * asked: the text only counts once the word is committed.
 */
export function SearchBox({ label, query, fetchSuggestions, onSearch }: SearchBoxProps) {
  const id = useId();
  const listId = `${id}-suggestions`;
  const [draft, setDraft] = useState(query);
  /** The cleaned text suggestions are asked for: set by typing, never mid-composition. */
  const [suggestFor, setSuggestFor] = useState('');
  const [open, setOpen] = useState(false);
  const [highlighted, setHighlighted] = useState(-1);
  const composing = useRef(false);
  useEffect(() => setDraft(query), [query]);

  const suggestions = useAsync(fetchSuggestions, open && suggestFor ? suggestFor : null, {
    debounceMs: SUGGESTION_DEBOUNCE_MS,
    failures: searchFailures,
  });
  const terms = open && suggestFor ? suggestions.data ?? [] : [];
  const expanded = terms.length > 0;

  function close() {
    setOpen(false);
    setHighlighted(-1);
  }
  function typed(text: string) {
    setDraft(text);
    setHighlighted(-1);
    setOpen(true);
    if (!composing.current) setSuggestFor(cleanQuery(text));
  }
  function search(text: string) {
    const cleaned = cleanQuery(text);
    setDraft(cleaned);
    setSuggestFor('');
    close();
    if (cleaned) onSearch(cleaned);
  }
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (composing.current || event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!expanded) return;
      event.preventDefault();
      const next = moveHighlight(highlighted, terms.length, event.key === 'ArrowDown' ? 1 : -1);
      setHighlighted(next);
      setDraft(terms[next]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setDraft('');
      setSuggestFor('');
      close();
    }
  }

  return (
    <form
      className="form" part="form" role="search" aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        if (composing.current) return;
        search(highlighted >= 0 ? terms[highlighted] ?? draft : draft);
      }}
    >
      <div className="box">
        <input
          className="input" part="input" type="text" name="q" autoComplete="off" spellCheck={false}
          role="combobox" aria-label={t('GlobalSearch_Label')} aria-autocomplete="list"
          aria-expanded={expanded} aria-controls={listId}
          aria-activedescendant={expanded && highlighted >= 0 ? `${listId}-${highlighted}` : undefined}
          value={draft}
          onChange={(event) => typed(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          onCompositionStart={() => { composing.current = true; }}
          onCompositionEnd={(event) => {
            composing.current = false;
            typed(event.currentTarget.value);
          }}
          onBlur={close}
        />
        <ul className="suggestions" part="suggestions" id={listId} role="listbox" aria-label={t('GlobalSearch_Suggestions')} hidden={!expanded}>
          {terms.map((term, i) => (
            <li
              key={term} id={`${listId}-${i}`} role="option" aria-selected={i === highlighted}
              className={i === highlighted ? 'suggestion highlighted' : 'suggestion'}
              part={i === highlighted ? 'suggestion highlighted' : 'suggestion'}
              // Keeps the focus in the box, so its blur does not close the list before the click.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => search(term)}
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
