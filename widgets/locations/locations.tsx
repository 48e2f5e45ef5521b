import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { EditorField } from '../../core/host/editor.js';
import { useAsync } from '../../core/kits/async/index.js';
import { type locationsAttributes, t } from './locations.api.js';
import { fetchOffices, listedOffices } from './locations.calls.js';
import { OfficeCard } from './locations.card.js';
import { Disclosure } from './locations.disclosure.js';

/** The ids of the open regions and countries (both levels start closed). */
function useOpenIds() {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) => setOpen((now) => {
    const next = new Set(now);
    if (!next.delete(id)) next.add(id);
    return next;
  });
  return { isOpen: (id: string) => open.has(id), toggle };
}

export function Locations({ heading, headingLevel, region }: WidgetProps<typeof locationsAttributes>) {
  useSignals();
  const offices = useAsync(fetchOffices, region ? { region } : {});
  const { isOpen, toggle } = useOpenIds();
  const regions = offices.data ? listedOffices(offices.data) : [];

  // Until the offices are in, and when the call fails or lists none, the CMS's own content stays.
  if (offices.status !== 'ready' || !regions.length) {
    return <div className="fallback" part="fallback" aria-busy={offices.status === 'loading' || offices.status === 'waiting'}><slot /></div>;
  }
  return (
    <section className="locations" part="base" aria-label={heading.trim() || t('Locations_Label')}>
      <EditorField name="Heading" value={heading} as={`h${headingLevel}` as 'h2'} className="heading" part="heading" />
      <ul className="regions" part="regions">
        {regions.map((listed) => (
          <li key={listed.id} className="region" part="region">
            <Disclosure id={`region-${listed.id}`} kind="region" label={listed.name} level={headingLevel + 1}
              open={isOpen(`region-${listed.id}`)} onToggle={() => toggle(`region-${listed.id}`)}>
              <ul className="countries" part="countries">
                {listed.countries.map((country) => (
                  <li key={country.id} className="country" part="country">
                    <Disclosure id={`country-${country.id}`} kind="country" label={country.name} level={headingLevel + 2}
                      open={isOpen(`country-${country.id}`)} onToggle={() => toggle(`country-${country.id}`)}>
                      <ul className="cards" part="cards">
                        {country.cities.map((office) => <OfficeCard key={office.id} office={office} level={headingLevel + 3} />)}
                      </ul>
                    </Disclosure>
                  </li>
                ))}
              </ul>
            </Disclosure>
          </li>
        ))}
      </ul>
    </section>
  );
}
