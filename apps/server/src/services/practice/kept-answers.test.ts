import { describe, expect, it } from 'vitest';
import { uncachedAnswer } from '#server/lib/answer-cache';
import { createKeptAnswers } from './kept-answers';

const answerOf = (text: string) => uncachedAnswer(Buffer.from(text));

describe('kept answers', () => {
  it('gives an answer back only while it is asked with the very objects it was made from', () => {
    const answers = createKeptAnswers(10);
    const state = { rating: 1500 };
    const catalog = [{ id: '1446A' }];
    const old = new Set<string>();
    const made = answerOf('{"problems":[]}');
    answers.set('1\ncodeforces\nmedium', [state, catalog, old], made);
    expect(answers.get('1\ncodeforces\nmedium', [state, catalog, old])).toBe(made);
    // The state read again a minute later, equal or not, is another object: made again.
    expect(answers.get('1\ncodeforces\nmedium', [{ rating: 1500 }, catalog, old])).toBeUndefined();
    // So is the catalog read again the next day, and the old contests the next hour.
    expect(answers.get('1\ncodeforces\nmedium', [state, [...catalog], old])).toBeUndefined();
    expect(answers.get('1\ncodeforces\nmedium', [state, catalog, new Set()])).toBeUndefined();
    expect(answers.get('1\ncodeforces\nhard', [state, catalog, old])).toBeUndefined();
  });

  it('keeps at most its limit, the oldest made leaving first', () => {
    const answers = createKeptAnswers(2);
    const from = [{}];
    answers.set('a', from, answerOf('"a"'));
    answers.set('b', from, answerOf('"b"'));
    answers.set('a', from, answerOf('"a2"'));
    answers.set('c', from, answerOf('"c"'));
    expect(answers.get('b', from)).toBeUndefined();
    expect(answers.get('a', from)?.identity.body.toString()).toBe('"a2"');
    expect(answers.get('c', from)?.identity.body.toString()).toBe('"c"');
  });
});
