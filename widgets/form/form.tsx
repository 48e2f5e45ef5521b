import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { EditorField } from '../../core/host/editor.js';
import { fire } from '../../core/host/fire.js';
import { ContactForm, contactFormStrings } from '../../core/kits/contact-form/index.js';
import type { formAttributes } from './form.api.js';

export function FormWidget({ host, formType, to, trigger, heading, headingLevel }: WidgetProps<typeof formAttributes>) {
  useSignals();
  const headingId = useId();
  // A form that cannot be sent anywhere is the template's mistake: the error state names it.
  if (!to) throw new Error('[mck-form] the "to" attribute (the recipient address) is required.');
  const title = heading || (formType === 'global contact us' ? contactFormStrings.t('Contact_Heading') : '');
  const source = trigger || formType;
  return (
    <section className="form" part="base" aria-labelledby={title ? headingId : undefined}>
      <EditorField name="Heading" value={title} as={`h${headingLevel}` as 'h2'} className="heading" part="heading" id={headingId} />
      <ContactForm
        target={{ to, partnerName: '', trigger: source }}
        labelledBy={title ? headingId : undefined}
        onSent={() => fire(host, 'mck-form-sent', { formType, to })}
      />
    </section>
  );
}
