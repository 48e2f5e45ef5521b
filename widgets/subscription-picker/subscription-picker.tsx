import { useSignals } from '@preact/signals-react/runtime';
import { createElement, useId, useState } from 'react';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { fire } from '../../core/host/fire.js';
import { isPending, useAsync, type FailurePolicy } from '../../core/kits/async/index.js';
import { catalogueLoader, codesOf } from '../../core/kits/subscriptions/index.js';
import { type subscriptionPickerAttributes, t } from './subscription-picker.api.js';

/** A§8 "Failed subscription … fetch is silent": no list, no message. */
const catalogueFailures: FailurePolicy = { emptyOnFailure: true };

const HEADINGS = {
  newsLetters: 'SubscriptionPicker_Newsletters',
  alerts: 'SubscriptionPicker_Alerts',
  guides: 'SubscriptionPicker_Guides',
} as const;

export function SubscriptionPicker({ host, category, heading, headingLevel, selected }: WidgetProps<typeof subscriptionPickerAttributes>) {
  useSignals();
  const baseId = useId();
  const catalogue = useAsync(catalogueLoader, 'list', { failures: catalogueFailures, isEmpty: (c) => c[category].length === 0 });
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(selected));
  const groups = catalogue.data?.[category] ?? [];

  const choose = (codes: readonly string[], on: boolean) => {
    const next = new Set(chosen);
    for (const code of codes) {
      if (on) next.add(code);
      else next.delete(code);
    }
    setChosen(next);
    // Only the codes this picker offers: a form may hold several pickers.
    const offered = new Set(groups.flatMap(codesOf));
    fire(host, 'mck-subscription-picker-change', { category, codes: [...next].filter((c) => offered.has(c)) });
  };

  // While the list loads, the options the CMS printed stay in view (its fallback holds the rendered
  // box); none in this category, or a failed list, shows nothing (A§8: silent).
  if (!groups.length) return isPending(catalogue) ? <slot /> : null;
  const groupLevel = Math.min(headingLevel + 1, 6);
  return (
    <fieldset className="picker" part="base" aria-labelledby={`${baseId}-h`}>
      {createElement(`h${headingLevel}`, { className: 'heading', part: 'heading', id: `${baseId}-h` }, heading || t(HEADINGS[category]))}
      {groups.map((group, g) => {
        const codes = codesOf(group);
        const groupId = `${baseId}-g${g}`;
        const all = codes.every((c) => chosen.has(c));
        return (
          <div className="group" part="group" role="group" aria-labelledby={groupId} key={group.alertHeader}>
            {createElement(`h${groupLevel}`, { className: 'group-heading', part: 'group-heading', id: groupId }, group.alertHeader)}
            <label className="option select-all" part="select-all">
              <input type="checkbox" checked={all} onChange={(e) => choose(codes, e.currentTarget.checked)} />
              <span>{t('SubscriptionPicker_SelectAll')}</span>
            </label>
            {group.alertItems.alerts.map((item) => (
              <label className="option" part="option" key={item.alertCode} title={item.toolTip || undefined}>
                <input type="checkbox" value={item.alertCode} checked={chosen.has(item.alertCode)}
                  onChange={(e) => choose([item.alertCode], e.currentTarget.checked)} />
                <span className="text">
                  <span className="title">{item.title}</span>
                  {item.frequency && <span className="frequency"> · {item.frequency}</span>}
                  {item.descriptionText && <span className="description">{item.descriptionText}</span>}
                </span>
              </label>
            ))}
          </div>
        );
      })}
    </fieldset>
  );
}
