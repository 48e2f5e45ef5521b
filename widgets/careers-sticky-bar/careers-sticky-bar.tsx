import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { EditorField, useEditorMode } from '../../core/host/editor.js';
import { fire } from '../../core/host/fire.js';
import { type careersStickyBarAttributes, t } from './careers-sticky-bar.api.js';
import { stickyVariant, type StickyVariant } from './sticky-variant.js';

type Props = WidgetProps<typeof careersStickyBarAttributes>;

/** Follows the in-page bar's place on scroll and resize (once per frame) and returns the variant. */
function useStickyVariant(bar: React.RefObject<HTMLElement | null>, enabled: boolean): StickyVariant {
  const [variant, setVariant] = useState<StickyVariant>('hidden');
  useEffect(() => {
    if (!enabled) {
      setVariant('hidden');
      return;
    }
    let frame = 0;
    const measure = () => {
      frame = 0;
      if (bar.current) setVariant(stickyVariant(bar.current.getBoundingClientRect(), window.innerHeight));
    };
    const schedule = () => { frame ||= requestAnimationFrame(measure); };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [bar, enabled]);
  return variant;
}

function Contents({ variant, sectionTitle, subTitle, buttonText, buttonLink, signinText, loginLink }: Omit<Props, 'host'> & { variant: StickyVariant | 'in-page' }) {
  const full = variant === 'in-page' || variant === 'sticky-default';
  return (
    <>
      <div className="text">
        <EditorField name="Section title" value={sectionTitle} as="p" className="title" part="title" />
        {full && <EditorField name="Subtitle" value={subTitle} as="p" className="subtitle" part="subtitle" />}
      </div>
      <div className="links">
        {buttonLink && buttonText
          ? <a className="button" part="button" href={buttonLink}>{buttonText}</a>
          : <EditorField name="Button" value="" />}
        {/* A§4: minimal-top drops the "already started" and sign-in text. */}
        {variant !== 'sticky-minimal-top' && (loginLink && signinText
          ? <a className="signin" part="signin" href={loginLink}>{signinText}</a>
          : <EditorField name="Sign-in text" value="" />)}
      </div>
    </>
  );
}

export function CareersStickyBar({ host, ...fields }: Props) {
  useSignals();
  const editing = useEditorMode();
  const inPage = useRef<HTMLElement>(null);
  const variant = useStickyVariant(inPage, !editing); // A§6: sticky bars are off in page-editing mode
  const announced = useRef<StickyVariant>('hidden');
  useEffect(() => {
    if (variant === announced.current) return;
    announced.current = variant;
    fire(host, 'mck-careers-sticky-bar-variant', { variant });
  }, [host, variant]);

  // A bar with neither a title nor a button says nothing: visitors get no bar (editors get placeholders).
  if (!editing && !fields.sectionTitle && !(fields.buttonText && fields.buttonLink)) return null;
  return (
    <>
      <section ref={inPage} className="bar in-page" part="in-page" aria-label={fields.sectionTitle || undefined}>
        <Contents {...fields} variant="in-page" />
      </section>
      {/* One element per variant (key): a fixed bar moved from the bottom to the top is a layout
          shift, a new one sliding in is not. */}
      {variant !== 'hidden' && (
        <section key={variant} className={`bar sticky ${variant}`} part="sticky" data-variant={variant} aria-label={t('CareersStickyBar_Shortcut')}>
          <Contents {...fields} variant={variant} />
        </section>
      )}
    </>
  );
}
