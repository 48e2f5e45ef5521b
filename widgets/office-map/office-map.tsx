import { useSignals } from '@preact/signals-react/runtime';
import { useId, useState } from 'react';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { EditorField } from '../../core/host/editor.js';
import { fire } from '../../core/host/fire.js';
import { useAsync } from '../../core/kits/async/index.js';
import { type officeMapAttributes, t } from './office-map.api.js';
import { fetchOffices } from './office-map.calls.js';
import { selectableCities } from './office-map.cities.js';
import { MapArea } from './office-map.map-area.js';
import { AddressPanel } from './office-map.panel.js';

export function OfficeMap({ host, heading, headingLevel, cities }: WidgetProps<typeof officeMapAttributes>) {
  useSignals();
  const offices = useAsync(fetchOffices, 'every-region');
  const [chosenId, setChosenId] = useState<string | null>(null);
  const selectId = useId();
  const choices = offices.data ? selectableCities(offices.data, cities) : [];
  // D§4: the map starts on the first city.
  const current = choices.find((city) => city.office.id === chosenId) ?? choices[0];

  // Until the offices are in, and when the call fails or none of the cities is known, the CMS's content stays.
  if (offices.status !== 'ready' || !current) {
    return <div className="fallback" part="fallback" aria-busy={offices.status === 'loading' || offices.status === 'waiting'}><slot /></div>;
  }
  const choose = (id: string) => {
    const city = choices.find((c) => c.office.id === id);
    if (!city) return;
    setChosenId(id);
    fire(host, 'mck-office-map-select', { id, name: city.label });
  };
  return (
    <section className="office-map" part="base" aria-label={heading.trim() || t('OfficeMap_Label')}>
      <EditorField name="Heading" value={heading} as={`h${headingLevel}` as 'h2'} className="heading" part="heading" />
      <div className="selector" part="selector">
        <label htmlFor={selectId}>{t('OfficeMap_ChooseOffice')}</label>
        <select id={selectId} className="select" part="select" value={current.office.id} onChange={(event) => choose(event.currentTarget.value)}>
          {choices.map((city) => <option key={city.office.id} value={city.office.id}>{city.label}</option>)}
        </select>
      </div>
      <MapArea office={current.office} tag={host.localName} />
      <AddressPanel city={current} level={headingLevel + 1} />
    </section>
  );
}
