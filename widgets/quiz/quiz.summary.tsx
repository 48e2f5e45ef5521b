import { scoreBand, scorePercent, type ScoreBand } from './quiz.score.js';
import { shareTargets } from './quiz.share.js';
import { t } from './quiz.api.js';

const BAND_TEXT = { good: 'Quiz_BandGood', average: 'Quiz_BandAverage', bad: 'Quiz_BandBad' } as const satisfies Record<ScoreBand, string>;
const SHARE_TEXT = {
  linkedin: 'Quiz_ShareOnLinkedIn', x: 'Quiz_ShareOnX', facebook: 'Quiz_ShareOnFacebook', email: 'Quiz_ShareOnEmail',
} as const;

/** The score and its band (E§4: ≥ 75 % good, 50–74 % average, < 50 % bad). */
export function ScoreSummary({ correct, total }: { correct: number; total: number }) {
  const percent = scorePercent(correct, total);
  const band = scoreBand(percent);
  return (
    <div className={`summary ${band}`} part="summary" data-band={band}>
      <p className="score">{t('Quiz_Score', { correct, total, percent })}</p>
      <p className="band">{t(BAND_TEXT[band])}</p>
    </div>
  );
}

/** The quiz's share links (E§2 share options): each network's share address for the quiz's link. */
export function ShareLinks({ link, title }: { link: string; title: string }) {
  return (
    <ul className="share-links" part="share-links" aria-label={t('Quiz_Share')}>
      {shareTargets(link, title).map(({ network, href }) => (
        <li key={network}><a href={href} target="_blank" rel="noopener noreferrer">{t(SHARE_TEXT[network])}</a></li>
      ))}
    </ul>
  );
}

/** The mobile final slide (E§2): the score summary and, unless hidden, the quiz's share links. */
export function ShareSlide({ correct, total, link, title, hideShareControls, shown }: {
  correct: number; total: number; link: string; title: string; hideShareControls: boolean; shown: boolean;
}) {
  return (
    <div role="group" className="slide final" part="question" aria-label={t('Quiz_Share')} inert={!shown} aria-hidden={!shown} tabIndex={-1}>
      <ScoreSummary correct={correct} total={total} />
      {!hideShareControls && <ShareLinks link={link} title={title} />}
    </div>
  );
}
