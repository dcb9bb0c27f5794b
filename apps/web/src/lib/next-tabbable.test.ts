import { afterEach, describe, expect, it } from 'vitest';
import { focusNextTabbable, tabStops } from './next-tabbable';

afterEach(() => {
  document.body.innerHTML = '';
});

function page(html: string) {
  document.body.innerHTML = html;
  const byId = (id: string) => document.getElementById(id) as HTMLElement;
  return byId;
}

describe('tabStops', () => {
  it('lists what Tab stops on, in order, and leaves out what it skips', () => {
    page(`
      <a id="a" href="/x">x</a>
      <a id="no-href">not a link</a>
      <button id="b">b</button>
      <button id="disabled" disabled>off</button>
      <div id="minus" tabindex="-1">programmatic only</div>
      <div hidden><button id="hidden">in a closed panel</button></div>
      <input id="r1" type="radio" name="view" value="cards">
      <input id="r2" type="radio" name="view" value="list" checked>
      <input id="l1" type="radio" name="length" value="any">
      <input id="l2" type="radio" name="length" value="short">
      <div id="zero" tabindex="0">a focusable region</div>
    `);
    expect(tabStops().map((el) => el.id)).toEqual(['a', 'b', 'r2', 'l1', 'zero']);
  });
});

describe('focusNextTabbable', () => {
  it('moves on from an element, or back, as Tab and Shift+Tab do', () => {
    const byId = page(
      `<button id="one">1</button><button id="two">2</button><a id="three" href="#">3</a>`,
    );
    focusNextTabbable(byId('two'), 1);
    expect(document.activeElement).toBe(byId('three'));
    focusNextTabbable(byId('two'), -1);
    expect(document.activeElement).toBe(byId('one'));
  });
});
