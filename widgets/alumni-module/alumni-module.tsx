import { useLayoutEffect, useMemo } from 'react';
import type { WidgetProps } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { type alumniModuleAttributes, t } from './alumni-module.api.js';
import { MODULE_PRESETS, alumniModuleFor, type AlumniModuleName } from './alumni-module.modules.js';

/** The slot the module's own element is shown in (what the CMS printed inside the tag is not slotted once the widget renders). */
const MODULE_SLOT = 'module';

const warned = new Set<string>();
const warnUnknown = (name: string) => {
  if (warned.has(name)) return;
  warned.add(name);
  console.warn(`[${meta.tag}] attribute "module-name": there is no alumni module "${name}"; a placeholder message is shown.`);
};

export function AlumniModule({ host, moduleName: name, moduleAttributes }: WidgetProps<typeof alumniModuleAttributes>) {
  const module = useMemo(() => alumniModuleFor(name), [name]);
  const tag = module.kind === 'widget' ? module.tag : null;
  const attributes = JSON.stringify({ ...MODULE_PRESETS[name as AlumniModuleName], ...moduleAttributes });

  // The module's element goes into the light DOM, where the loader sees and hydrates it like any
  // tag the page printed (an element inside this shadow root would never be armed).
  useLayoutEffect(() => {
    if (!tag) return;
    const element = document.createElement(tag);
    for (const [attribute, value] of Object.entries(JSON.parse(attributes) as Record<string, string>)) element.setAttribute(attribute, value);
    element.slot = MODULE_SLOT;
    host.append(element);
    return () => element.remove();
  }, [host, tag, attributes]);

  if (module.kind === 'unknown') warnUnknown(name);
  if (tag) return <slot name={MODULE_SLOT} />;
  return (
    <section className="placeholder" part="placeholder" aria-labelledby="title">
      <h2 className="title" part="title" id="title">{t('AlumniModule_PlaceholderTitle', { name })}</h2>
      <p className="message" part="message">
        {t(module.kind === 'unknown' ? 'AlumniModule_UnknownText' : 'AlumniModule_PlaceholderText')}
      </p>
    </section>
  );
}
