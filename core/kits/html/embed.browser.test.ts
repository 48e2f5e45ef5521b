// In Chromium, not happy-dom: DOMPurify needs a real HTML parser to be trusted.
import { expect } from 'chai';
import { sanitizeEmbed } from './embed.js';

const HOST = 'https://sound.test';
const player = `<iframe src="${HOST}/player/1" title="Episode one" width="100%" height="160" allow="autoplay"></iframe>`;

describe('sanitizeEmbed', () => {
  it('keeps the titled iframe from an allowed host: its attributes, nothing else', () => {
    expect(sanitizeEmbed(player, [HOST])).to.deep.equal({ src: `${HOST}/player/1`, title: 'Episode one', width: '100%', height: '160', allow: 'autoplay' });
  });

  it('drops scripts, handlers, links, markup and frames from other hosts around it', () => {
    const hostile = `<script>alert(1)</script><img src=x onerror=alert(2)><iframe src="https://evil.test/p" title="Evil"></iframe>`
      + player.replace('<iframe ', '<iframe onload="alert(3)" srcdoc="<script>alert(4)</script>" ')
      + '<a href="javascript:alert(5)">More</a><p>Text</p>';
    expect(sanitizeEmbed(hostile, [HOST])).to.deep.equal({ src: `${HOST}/player/1`, title: 'Episode one', width: '100%', height: '160', allow: 'autoplay' });
  });

  it('answers nothing for an untitled frame, a frame from another host, a javascript: frame or no html', () => {
    expect(sanitizeEmbed(player.replace(' title="Episode one"', ''), [HOST])).to.equal(null);
    expect(sanitizeEmbed(player, ['https://other.test'])).to.equal(null);
    expect(sanitizeEmbed('<iframe src="javascript:alert(1)" title="x"></iframe>', [HOST])).to.equal(null);
    expect(sanitizeEmbed(`<iframe src="/player/1" title="Relative"></iframe>`, [HOST])).to.equal(null);
    expect(sanitizeEmbed('', [HOST])).to.equal(null);
    expect(sanitizeEmbed(null, [HOST])).to.equal(null);
  });

  it('reads a frame whose answer is styled inline without parsing any style attribute (a strict CSP reports each one)', () => {
    const styled = `<div style="position:relative;padding:0 0 40%"><iframe style='position:absolute' src="${HOST}/player/1" title="Episode one"></iframe></div>`;
    const parsed: string[] = [];
    const parse = DOMParser.prototype.parseFromString;
    DOMParser.prototype.parseFromString = function (this: DOMParser, source: string, type: DOMParserSupportedType) {
      parsed.push(String(source));
      return parse.call(this, source, type);
    };
    try {
      expect(sanitizeEmbed(styled, [HOST])).to.deep.equal({ src: `${HOST}/player/1`, title: 'Episode one' });
    } finally {
      DOMParser.prototype.parseFromString = parse;
    }
    expect(parsed.join('')).not.to.match(/style/i);
  });
});
