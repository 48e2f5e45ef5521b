// In Chromium, not happy-dom: DOMPurify needs a real HTML parser to be trusted.
import { expect } from 'chai';
import { sanitizeEmbed } from './embed.js';

const HOST = 'https://sound.test';
const player = `<iframe src="${HOST}/player/1" title="Episode one" width="100%" height="160" allow="autoplay"></iframe>`;

describe('sanitizeEmbed', () => {
  it('keeps the titled iframe from an allowed host, lazy loaded', () => {
    const out = sanitizeEmbed(player, [HOST]);
    const frame = new DOMParser().parseFromString(out, 'text/html').querySelector('iframe')!;
    expect(frame.getAttribute('src')).to.equal(`${HOST}/player/1`);
    expect(frame.getAttribute('title')).to.equal('Episode one');
    expect(frame.getAttribute('loading')).to.equal('lazy');
  });

  it('drops scripts, handlers, links, markup and frames from other hosts around it', () => {
    const hostile = `<script>alert(1)</script><img src=x onerror=alert(2)><iframe src="https://evil.test/p" title="Evil"></iframe>`
      + player.replace('<iframe ', '<iframe onload="alert(3)" srcdoc="<script>alert(4)</script>" ')
      + '<a href="javascript:alert(5)">More</a><p>Text</p>';
    const out = sanitizeEmbed(hostile, [HOST]);
    expect(out).not.to.match(/script|onerror|onload|srcdoc|evil\.test|javascript:|<a|<p|<img/);
    expect(out).to.contain(`src="${HOST}/player/1"`);
  });

  it('answers nothing for an untitled frame, a frame from another host, a javascript: frame or no html', () => {
    expect(sanitizeEmbed(player.replace(' title="Episode one"', ''), [HOST])).to.equal('');
    expect(sanitizeEmbed(player, ['https://other.test'])).to.equal('');
    expect(sanitizeEmbed('<iframe src="javascript:alert(1)" title="x"></iframe>', [HOST])).to.equal('');
    expect(sanitizeEmbed(`<iframe src="/player/1" title="Relative"></iframe>`, [HOST])).to.equal('');
    expect(sanitizeEmbed('', [HOST])).to.equal('');
    expect(sanitizeEmbed(null, [HOST])).to.equal('');
  });
});
