import { useSignals } from '@preact/signals-react/runtime';
import { useId, useState } from 'react';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { fire } from '../../core/host/fire.js';
import { useAsync } from '../../core/kits/async/index.js';
import { useCombobox } from '../../core/kits/combobox/index.js';
import { t, type universitySearchAttributes } from './university-search.api.js';
import {
  fetchUniversities, matchUniversities, SUGGESTION_DEBOUNCE_MS, type University,
} from './university-search.calls.js';

export function UniversitySearch({ host, label, maxSuggestions }: WidgetProps<typeof universitySearchAttributes>) {
  useSignals();
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const universities = useAsync(fetchUniversities, 'all');
  const list = universities.data ?? [];
  // The list, fetched once, filtered for the text (D§5); the async kit waits out the debounce.
  const filterList = async ({ text: typed, limit }: { text: string; limit: number }) => matchUniversities(list, typed, limit);
  const suggestions = useAsync(filterList, open && list.length ? { text, limit: maxSuggestions } : null, { debounceMs: SUGGESTION_DEBOUNCE_MS });
  const options = suggestions.status === 'ready' ? suggestions.data ?? [] : [];

  const close = () => setOpen(false);
  const choose = (university: University) => {
    setText(university.name);
    close();
    fire(host, 'mck-university-search-select', { name: university.name, url: university.url });
  };
  // D§4: Escape closes the suggestions; arrows wrap; Enter chooses the highlighted one.
  const box = useCombobox({ options: open ? options : [], onChoose: choose, onEscape: close, onBlur: close });
  const expanded = box.inputProps['aria-expanded'];

  return (
    <div className="university-search" part="base">
      <label className="label" part="label" htmlFor={`${id}-input`}>{label || t('UniversitySearch_Label')}</label>
      <div className="field">
        <input
          id={`${id}-input`} className="input" part="input" type="text"
          {...box.inputProps}
          aria-describedby={`${id}-hint`}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            box.resetHighlight();
          }}
        />
        <ul {...box.listProps} className="listbox" part="listbox" aria-label={t('UniversitySearch_Suggestions')}>
          {expanded && options.map((university, index) => (
            <li key={university.url} {...box.optionProps(index)} className="option" part="option">
              {university.name}
            </li>
          ))}
        </ul>
      </div>
      <p id={`${id}-hint`} className="hint" part="hint">{t('UniversitySearch_Hint')}</p>
    </div>
  );
}
