import { useSignals } from '@preact/signals-react/runtime';
import { useId, useState, type KeyboardEvent } from 'react';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { fire } from '../../core/host/fire.js';
import { useAsync } from '../../core/kits/async/index.js';
import type { universitySearchAttributes } from './university-search.attributes.js';
import {
  fetchUniversities, matchUniversities, SUGGESTION_DEBOUNCE_MS, type University,
} from './university-search.calls.js';
import { t } from './university-search.strings.js';

export function UniversitySearch({ host, label, maxSuggestions }: WidgetProps<typeof universitySearchAttributes>) {
  useSignals();
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const universities = useAsync(fetchUniversities, 'all');
  const list = universities.data ?? [];
  // The list, fetched once, filtered for the text (D§5); the async kit waits out the debounce.
  const filterList = async ({ text: typed, limit }: { text: string; limit: number }) => matchUniversities(list, typed, limit);
  const suggestions = useAsync(filterList, open && list.length ? { text, limit: maxSuggestions } : null, { debounceMs: SUGGESTION_DEBOUNCE_MS });
  const options = suggestions.status === 'ready' ? suggestions.data ?? [] : [];
  const expanded = open && options.length > 0;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (university: University) => {
    setText(university.name);
    close();
    fire(host, 'mck-university-search-select', { name: university.name, url: university.url });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      close(); // D§4: Escape closes the suggestions
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && expanded) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From none highlighted, Down goes to the first and Up to the last; both wrap around.
      setActive((current) => (current < 0 ? (step > 0 ? 0 : options.length - 1) : (current + step + options.length) % options.length));
    } else if (event.key === 'Enter' && expanded && options[active]) {
      event.preventDefault();
      choose(options[active]);
    }
  };

  const listId = `${id}-list`;
  return (
    <div className="university-search" part="base">
      <label className="label" part="label" htmlFor={`${id}-input`}>{label || t('UniversitySearch_Label')}</label>
      <div className="field">
        <input
          id={`${id}-input`} className="input" part="input" type="text" autoComplete="off"
          role="combobox" aria-autocomplete="list" aria-expanded={expanded} aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
          aria-describedby={`${id}-hint`}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
        />
        <ul id={listId} className="listbox" part="listbox" role="listbox" aria-label={t('UniversitySearch_Suggestions')} hidden={!expanded}>
          {expanded && options.map((university, index) => (
            <li
              key={university.url} id={`${id}-option-${index}`} className="option" part="option" role="option"
              aria-selected={index === active}
              // mousedown, not click: the input's blur would close the list before the click lands.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(university);
              }}
            >
              {university.name}
            </li>
          ))}
        </ul>
      </div>
      <p id={`${id}-hint`} className="hint" part="hint">{t('UniversitySearch_Hint')}</p>
    </div>
  );
}
