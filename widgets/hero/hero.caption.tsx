import { useState } from 'react';
import { t } from './hero.api.js';

/**
 * The section hero's image caption (E§4: shown or hidden), behind a real button that says whether
 * it is expanded. Hidden at first. The CMS's caption is slotted and placed against the host, as
 * before hydration (its wrapper has no box), so showing it moves nothing else.
 */
export function CaptionToggle({ id }: { id: string }) {
  const [shown, setShown] = useState(false);
  return (
    <>
      <button
        type="button" className="caption-toggle" part="caption-toggle" aria-expanded={shown} aria-controls={id}
        aria-label={t('Hero_Caption')} onClick={() => setShown((was) => !was)}
      >
        {/* The visible "i" is decoration: the label alone names the button, so no tool reads "iImage caption". */}
        <span aria-hidden="true">i</span>
      </button>
      <div className="caption" part="caption" id={id} hidden={!shown}><slot name="caption" /></div>
    </>
  );
}
