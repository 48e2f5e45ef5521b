import { describe, expect, it } from 'vitest';
import { REM } from './design-tokens.js';
import { rem, withWidgetRem } from './styles.js';

const r = (n: string) => `calc(${n} * ${REM})`;

describe('withWidgetRem: a widget\'s rem is its host\'s --mck-font-size', () => {
  it('maps every rem length in declarations, whatever its form and sign', () => {
    expect(withWidgetRem('.a { padding: 1rem 0.75rem .5rem; margin: -2rem +1.5rem; }'))
      .toBe(`.a { padding: ${r('1')} ${r('0.75')} ${r('0.5')}; margin: ${r('-2')} ${r('1.5')}; }`);
    expect(withWidgetRem('.a{height:clamp(12rem,30vw,28rem);width:calc(100% - 2rem);font:600 1rem/1.5 serif}'))
      .toBe(`.a{height:clamp(${r('12')},30vw,${r('28')});width:calc(100% - ${r('2')});font:600 ${r('1')}/1.5 serif}`);
    expect(withWidgetRem(':host { --_gap: 1.5rem; }')).toBe(`:host { --_gap: ${r('1.5')}; }`);
  });

  it('maps inside at-rule blocks but leaves their conditions alone (var() is invalid there)', () => {
    expect(withWidgetRem('@media (max-width: 40rem) { .item { height: 10rem; } }'))
      .toBe(`@media (max-width: 40rem) { .item { height: ${r('10')}; } }`);
    expect(withWidgetRem('@container card (min-width: 30rem) { .x { gap: 1rem } }'))
      .toBe(`@container card (min-width: 30rem) { .x { gap: ${r('1')} } }`);
    expect(withWidgetRem('@keyframes in { from { transform: translateY(1rem); } }'))
      .toBe(`@keyframes in { from { transform: translateY(${r('1')}); } }`);
  });

  it('leaves other units, names that merely contain rem, comments and strings alone', () => {
    const css = '/* 2rem, @media */ .gap-1rem { margin: 1em 2px 3vw; content: "4rem"; grid-area: remainder; width: 5rem; }';
    expect(withWidgetRem(css)).toBe(`/* 2rem, @media */ .gap-1rem { margin: 1em 2px 3vw; content: "4rem"; grid-area: remainder; width: ${r('5')}; }`);
  });

  it('gives inline styles the same length', () => {
    expect(rem(1.25)).toBe(r('1.25'));
  });
});
