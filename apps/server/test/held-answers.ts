/**
 * Holds the server's next upstream call whose URL contains a text, at the network edge, until the
 * test lets it go: a platform call "in flight" for as long as the test needs (re-link meanwhile).
 * Pass `fetch` as the stack's `http.fetch`.
 */
export function heldAnswers() {
  let held: { match: string; reached: () => void; until: Promise<void> } | undefined;
  return {
    fetch: async (input: string | URL | Request, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      const current = held;
      if (current && url.includes(current.match)) {
        held = undefined;
        current.reached();
        await current.until;
      }
      return fetch(input, init);
    },
    /** Holds the next call matching `match`; `reached` settles once it is held. */
    hold(match: string) {
      let release = () => {};
      let reached = () => {};
      const until = new Promise<void>((resolve) => {
        release = resolve;
      });
      const arrived = new Promise<void>((resolve) => {
        reached = resolve;
      });
      held = { match, reached, until };
      return { reached: arrived, release };
    },
  };
}
