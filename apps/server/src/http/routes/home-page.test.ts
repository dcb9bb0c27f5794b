import { describe, expect, it } from 'vitest';
import { uncachedAnswer } from '#server/lib/answer-cache';
import { createHomePages, withCards, withUpcoming } from './home-page';

const answerOf = (value: unknown) => uncachedAnswer(Buffer.from(JSON.stringify(value)));
const PAGE =
  '<html><body><div id="root"></div><script type="module" src="/a.js"></script></body></html>';

/** What a browser's parser takes as the data block's text: up to the first `</script`. */
const blockText = (html: string) =>
  /<script type="application\/json" id="upcoming-contests">([\s\S]*?)<\/script/i.exec(html)?.[1];

describe('the home page with the upcoming list in it', () => {
  it("holds the list's bytes as they are, before </body>", () => {
    const answer = answerOf({ contests: [{ id: 'codeforces:1', title: 'Round 1 & 2' }] });
    const html = withUpcoming(PAGE, answer);
    expect(blockText(html)).toBe(answer.identity.body.toString());
    expect(html.endsWith('</script></body></html>')).toBe(true);
    expect(withUpcoming('<div></div>', answer)).toMatch(/^<div><\/div><script type=/);
  });

  it('cannot be closed early by a title: every < is written \\u003c, read back as the same', () => {
    const hostile = { contests: [{ title: '</script><script>alert(1)</script><!--' }] };
    const text = blockText(withUpcoming(PAGE, answerOf(hostile))) ?? '';
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(hostile);
  });

  it('is made once per answer of the list, with an ETag of its own bytes', async () => {
    const pages = createHomePages(PAGE);
    const first = answerOf({ contests: [] });
    const second = answerOf({ contests: [{ id: 'atcoder:abc1' }] });
    expect(pages.held(first)).toBeUndefined();
    const made = await pages.page(first);
    expect(pages.held(first)).toBe(made);
    expect(made.identity.body.toString()).toBe(withUpcoming(PAGE, first));
    const next = await pages.page(second);
    expect(next.identity.etag).not.toBe(made.identity.etag);
  });

  it("draws the list's first cards into #root when the build's renderer is there", async () => {
    const home =
      '<html><body><div id="root" data-prerendered="/"><p>loading</p></div></body></html>';
    const list = answerOf({ contests: [{ id: 'codeforces:1' }, { id: 'atcoder:abc1' }] });
    const errors: unknown[] = [];
    const render = (value: unknown) =>
      `<ul>${(value as { contests: unknown[] }).contests.length} cards</ul>`;
    const pages = createHomePages(home, { render, onError: (error) => errors.push(error) });
    const made = (await pages.page(list)).identity.body.toString();
    expect(made).toBe(
      withUpcoming(
        '<html><body><div id="root" data-prerendered="/" data-cards><ul>2 cards</ul></div></body></html>',
        list,
      ),
    );
    expect(errors).toEqual([]);
  });

  it('keeps the page as built, with the list, when the renderer fails', async () => {
    const list = answerOf({ contests: [] });
    const errors: unknown[] = [];
    const pages = createHomePages(PAGE, {
      render: () => {
        throw new Error('no window');
      },
      onError: (error) => errors.push(error),
    });
    expect((await pages.page(list)).identity.body.toString()).toBe(withUpcoming(PAGE, list));
    expect(errors).toEqual([new Error('no window')]);
  });

  it('finds no #root to fill in a page without one', () => {
    expect(withCards('<html><body><main></main></body></html>', '<ul></ul>')).toBeUndefined();
  });
});
